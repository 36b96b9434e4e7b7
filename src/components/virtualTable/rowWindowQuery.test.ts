import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstWindow, windowQuery, type RowWindow, type RowWindowsOptions } from './rowWindowQuery';

/** A list whose windows come back when the test says. */
function slowList() {
  const replies: ((window: RowWindow<string>) => void)[] = [];
  const options: RowWindowsOptions<string> = {
    queryKey: ['skus'],
    windowSize: 100,
    fetchWindow: () => new Promise((resolve) => replies.push(resolve)),
  };
  return { options, reply: (rows: string[]) => replies.shift()!({ rows, total: rows.length }) };
}
const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe("a route loader's first window", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is waited for when it comes within the wait, so the screen is drawn once with its rows', async () => {
    const queryClient = new QueryClient();
    const { options, reply } = slowList();
    const waiting = settled(prefetchFirstWindow(queryClient, options, 300));
    await vi.advanceTimersByTimeAsync(40);
    expect(waiting.done).toBe(false);
    reply(['FB-U-000001']);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(true);
    expect(queryClient.getQueryData(windowQuery(options, 0).queryKey)).toEqual({ rows: ['FB-U-000001'], total: 1 });
  });

  it('holds the screen no longer than the wait, and not at all without one', async () => {
    const queryClient = new QueryClient();
    const { options } = slowList();
    const waiting = settled(prefetchFirstWindow(queryClient, options, 300));
    await vi.advanceTimersByTimeAsync(299);
    expect(waiting.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.done).toBe(true);

    const unwaited = settled(prefetchFirstWindow(new QueryClient(), slowList().options));
    await vi.advanceTimersByTimeAsync(0);
    expect(unwaited.done).toBe(true);
  });

  it('lets a failed window through to the screen, which shows the failure', async () => {
    const options = { queryKey: ['skus'], windowSize: 100, fetchWindow: () => Promise.reject(new Error('down')) };
    await expect(prefetchFirstWindow(new QueryClient({ defaultOptions: { queries: { retry: false } } }), options, 300)).resolves.toBeUndefined();
  });
});
