import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '~/lib/eventBus';
import { SYNC_IDLE_POLL_MS, startSyncLoop } from './syncLoop';
import type { PassOutcome, SyncRunner } from './syncRunner';

function harness(outcomes: PassOutcome[]) {
  const timers: { ms: number; callback: () => void }[] = [];
  const online = createEventBus<void>();
  const work = createEventBus<void>();
  const runPass = vi.fn(async (_options?: { force?: boolean }) => outcomes.shift() ?? ({ kind: 'idle' } as PassOutcome));
  const runner = { runPass, stop: vi.fn(), isStopped: () => false } as unknown as SyncRunner;
  const loop = startSyncLoop({
    runner,
    setTimer: (callback, ms) => timers.push({ ms, callback }),
    clearTimer: () => undefined,
    now: () => 1_000,
    random: () => 0.5,
    onOnline: (listener) => online.subscribe(() => listener()),
    onWork: (listener) => work.subscribe(() => listener()),
  });
  return { loop, runPass, runner, timers, online, work };
}

describe('the sync loop', () => {
  it('passes at start, waits for the backoff, and polls when idle', async () => {
    const { runPass, timers } = harness([{ kind: 'waiting', until: 5_000 }]);
    await vi.waitFor(() => expect(timers.at(-1)?.ms).toBe(4_000));
    timers.at(-1)!.callback();
    await vi.waitFor(() => expect(timers.at(-1)?.ms).toBe(SYNC_IDLE_POLL_MS));
    expect(runPass).toHaveBeenCalledTimes(2);
  });

  it("forces a pass when the browser is back online, and passes on new work", async () => {
    const { runPass, online, work } = harness([]);
    await vi.waitFor(() => expect(runPass).toHaveBeenCalledTimes(1));
    online.emit();
    work.emit();
    expect(runPass).toHaveBeenNthCalledWith(2, { force: true });
    expect(runPass).toHaveBeenNthCalledWith(3, { force: false });
  });

  it('stops when the session ended, and on stop() stops listening', async () => {
    const { runner, runPass, online } = harness([{ kind: 'sessionEnded' }]);
    await vi.waitFor(() => expect(runner.stop).toHaveBeenCalled());
    online.emit();
    expect(runPass).toHaveBeenCalledTimes(1);
  });
});
