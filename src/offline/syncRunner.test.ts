import { describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, NetworkError, TimeoutError } from '~/api/errors';
import { sellerEndpoint } from '~/contract/endpoint';
import { SYNC_BACKOFF_BASE_MS, SYNC_BACKOFF_MAX_MS, backoffDelay } from './backoff';
import { memoryOutboxStorage } from './memoryOutboxStorage';
import { UNKNOWN_ENDPOINT_MESSAGE } from './outboxEndpoints';
import { OTHER_DEVICE_MESSAGE } from './outboxEntry';
import { createSyncRunner, type SyncRunnerDeps } from './syncRunner';

const write = sellerEndpoint({ method: 'PUT', path: 'test/write', summary: 'test' });

async function setup(count: number, send: SyncRunnerDeps['send'], overrides: Partial<SyncRunnerDeps> = {}) {
  const storage = memoryOutboxStorage();
  for (let n = 1; n <= count; n++) {
    await storage.add({ deviceId: 'dev', idempotencyKey: `key-${n}`, endpoint: 'test.write', input: { body: { n } }, label: `Write ${n}`, createdAt: n });
  }
  const applied = vi.fn();
  const runner = createSyncRunner({
    storage,
    send,
    endpointFor: (key) => (key === 'test.write' ? write : undefined),
    deviceId: () => 'dev',
    now: () => 10_000,
    random: () => 0.5,
    onApplied: applied,
    ...overrides,
  });
  return { storage, runner, applied, statuses: async () => (await storage.all()).map((entry) => `${(entry.input.body as { n: number }).n}:${entry.status}`) };
}

const numberOf = (input: { body?: unknown }) => (input.body as { n: number }).n;

describe('the sync runner', () => {
  it('sends in order with each idempotency key, deletes what was applied and tells the features', async () => {
    const sent: string[] = [];
    const { runner, storage, applied } = await setup(3, async (_endpoint, input, key) => {
      sent.push(`${numberOf(input)}/${key}`);
      return { ok: numberOf(input) };
    });
    expect(await runner.runPass()).toEqual({ kind: 'idle' });
    expect(sent).toEqual(['1/key-1', '2/key-2', '3/key-3']);
    expect(await storage.all()).toEqual([]);
    expect(applied).toHaveBeenCalledWith({ entryId: 2, endpointKey: 'test.write', input: { body: { n: 2 } }, reply: { ok: 2 } });
  });

  it.each([
    ['a network error', new NetworkError()],
    ['a timeout', new TimeoutError(30_000)],
    ['a 5xx envelope', new ApiError(0, 'Down', 503)],
    ['a 502 from a proxy', new HttpError(502, 'Bad gateway')],
    ['a rate limit', new ApiError(106, 'Slow down', 429)],
  ])('keeps the entry after %s, backs off and sends nothing after it', async (_name, error) => {
    const send = vi.fn().mockRejectedValue(error);
    const { runner, storage } = await setup(2, send);
    expect(await runner.runPass()).toEqual({ kind: 'waiting', until: 10_000 + backoffDelay(0, () => 0.5) });
    expect(send).toHaveBeenCalledTimes(1);
    const [first] = await storage.all();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: { message: error.message } });
    // Not due yet: nothing is sent.
    expect(await runner.runPass()).toMatchObject({ kind: 'waiting' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('moves a refused write (4xx) to attention with the server message, and goes on with the next', async () => {
    const { runner, statuses, storage } = await setup(3, async (_endpoint, input) => {
      if (numberOf(input) === 2) throw new ApiError(107, 'Buy cost must be at most $10,000.00', 400);
      return null;
    });
    await runner.runPass();
    expect(await statuses()).toEqual(['2:attention']);
    expect((await storage.all())[0]!.lastError).toEqual({ message: 'Buy cost must be at most $10,000.00', errorCode: 107, status: 400 });
  });

  it('takes 1080 (already applied) as applied', async () => {
    const { runner, storage } = await setup(1, () => Promise.reject(new ApiError(1080, 'Already applied', 409)));
    await runner.runPass();
    expect(await storage.all()).toEqual([]);
  });

  it('stops without touching the entry when the session ends', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(1054, 'Device removed', 401));
    const { runner, storage } = await setup(2, send);
    expect(await runner.runPass()).toEqual({ kind: 'sessionEnded' });
    expect((await storage.all()).map((entry) => [entry.status, entry.attempts])).toEqual([['pending', 0], ['pending', 0]]);
    expect(await runner.runPass()).toEqual({ kind: 'stopped' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('puts entries of an unknown call or of an earlier sign-in in attention, never sending them', async () => {
    const send = vi.fn().mockResolvedValue(null);
    const { runner, storage } = await setup(0, send);
    await storage.add({ deviceId: 'dev', idempotencyKey: 'a', endpoint: 'retired.call', input: {}, label: 'Old', createdAt: 1 });
    await storage.add({ deviceId: 'earlier', idempotencyKey: 'b', endpoint: 'test.write', input: {}, label: 'Earlier', createdAt: 2 });
    await runner.runPass();
    expect(send).not.toHaveBeenCalled();
    expect((await storage.all()).map((entry) => entry.lastError?.message)).toEqual([UNKNOWN_ENDPOINT_MESSAGE, OTHER_DEVICE_MESSAGE]);
  });

  it('retries at once when forced, with the backoff started again', async () => {
    const send = vi.fn().mockRejectedValue(new NetworkError());
    const { runner } = await setup(1, send);
    await runner.runPass();
    await runner.runPass({ force: true });
    expect(await runner.runPass({ force: true })).toEqual({ kind: 'waiting', until: 10_000 + backoffDelay(0, () => 0.5) });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('makes one pass at a time in a tab, and skips when another tab holds the lock', async () => {
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (release = () => resolve(null))));
    const { runner } = await setup(1, send);
    const first = runner.runPass();
    const second = runner.runPass();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);

    const locked = await setup(1, send, { lock: async () => 'locked' });
    expect(await locked.runner.runPass()).toEqual({ kind: 'locked' });
  });
});

describe('backoff', () => {
  it('doubles from 2 s to 5 min, with jitter between half and all of it', () => {
    expect(backoffDelay(0, () => 1)).toBe(SYNC_BACKOFF_BASE_MS);
    expect(backoffDelay(0, () => 0)).toBe(SYNC_BACKOFF_BASE_MS / 2);
    expect(backoffDelay(3, () => 1)).toBe(16_000);
    expect(backoffDelay(50, () => 1)).toBe(SYNC_BACKOFF_MAX_MS);
  });
});
