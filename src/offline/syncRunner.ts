import type { AnyEndpoint } from '~/contract/endpoint';
import { backoffDelay } from './backoff';
import { OTHER_DEVICE_MESSAGE, type OutboxEntry, type OutboxInput } from './outboxEntry';
import { UNKNOWN_ENDPOINT_MESSAGE } from './outboxEndpoints';
import type { OutboxApplied } from './outboxEvents';
import { attention, type OutboxStorage } from './outboxStorage';
import { judgeFailure } from './syncOutcome';

export interface SyncRunnerDeps {
  storage: OutboxStorage;
  /** The seller client's call with errors: 'caller' and the entry's Idempotency-Key. */
  send(endpoint: AnyEndpoint, input: OutboxInput, idempotencyKey: string): Promise<unknown>;
  endpointFor(key: string): AnyEndpoint | undefined;
  /** This browser's device now; entries of another (an earlier sign-in) wait for the seller. */
  deviceId(): string | null;
  now(): number;
  random(): number;
  /** Runs the pass under a cross-tab lock; 'locked' when another tab holds it. */
  lock?(work: () => Promise<PassOutcome>): Promise<PassOutcome | 'locked'>;
  onApplied?(event: OutboxApplied): void;
  batchSize?: number;
}

export type PassOutcome =
  | { kind: 'idle' }
  | { kind: 'waiting'; until: number }
  | { kind: 'locked' }
  | { kind: 'sessionEnded' }
  | { kind: 'stopped' };

/**
 * Replays pending entries in order (by id). One pass at a time in this tab; with `lock`, one
 * across tabs. `force` (back online, "Sync now") ignores the backoff and restarts it from 2 s.
 */
export function createSyncRunner(deps: SyncRunnerDeps) {
  const batchSize = deps.batchSize ?? 100;
  let failures = 0;
  let stopped = false;
  let current: Promise<PassOutcome> | null = null;
  // A runPass call during a pass: the pass looks again before it ends.
  const rerun = { requested: false, force: false };

  async function handle(entry: OutboxEntry, deviceId: string, force: boolean): Promise<PassOutcome | 'next'> {
    if (entry.deviceId !== deviceId) return deps.storage.update(entry.id, attention({ message: OTHER_DEVICE_MESSAGE })).then(() => 'next');
    if (!force && entry.nextAttemptAt > deps.now()) return { kind: 'waiting', until: entry.nextAttemptAt };
    const endpoint = deps.endpointFor(entry.endpoint);
    if (!endpoint) return deps.storage.update(entry.id, attention({ message: UNKNOWN_ENDPOINT_MESSAGE })).then(() => 'next');
    let reply: unknown = null;
    let verdict: ReturnType<typeof judgeFailure> = { kind: 'applied' };
    try {
      reply = await deps.send(endpoint, entry.input, entry.idempotencyKey);
    } catch (error) {
      verdict = judgeFailure(error);
    }
    switch (verdict.kind) {
      case 'applied':
        failures = 0;
        // The screen hears first: the delete is a strictly durable write that takes tens of
        // milliseconds. Should the delete never happen (a crash), the entry is sent again under
        // its key and the server answers it as applied (1080), so nothing is applied twice.
        try {
          deps.onApplied?.({ entryId: entry.id, endpointKey: entry.endpoint, input: entry.input, reply });
        } finally {
          await deps.storage.remove(entry.id);
        }
        return 'next';
      case 'refused':
        await deps.storage.update(entry.id, { ...attention(verdict.error), attempts: entry.attempts + 1 });
        return 'next';
      case 'retry': {
        const until = deps.now() + backoffDelay(failures++, deps.random);
        await deps.storage.update(entry.id, { attempts: entry.attempts + 1, nextAttemptAt: until, lastError: verdict.error });
        return { kind: 'waiting', until };
      }
      case 'sessionEnded':
        stopped = true;
        return { kind: 'sessionEnded' };
    }
  }

  async function pass(force: boolean): Promise<PassOutcome> {
    if (force) failures = 0;
    for (;;) {
      const deviceId = deps.deviceId();
      if (stopped || !deviceId) return { kind: stopped ? 'stopped' : 'sessionEnded' };
      const batch = await deps.storage.pending(batchSize);
      if (batch.length === 0) return { kind: 'idle' };
      for (const entry of batch) {
        if (stopped) return { kind: 'stopped' };
        const outcome = await handle(entry, deviceId, force);
        if (outcome !== 'next') return outcome;
      }
    }
  }

  async function passes(force: boolean): Promise<PassOutcome> {
    let outcome: PassOutcome;
    do {
      rerun.requested = false;
      const locked = deps.lock ? await deps.lock(() => pass(force)) : await pass(force);
      outcome = locked === 'locked' ? { kind: 'locked' } : locked;
      force = rerun.force;
      rerun.force = false;
    } while (rerun.requested && !stopped);
    return outcome;
  }

  return {
    /** A pass now; a call during a pass makes that pass look again before it ends. */
    runPass(options: { force?: boolean } = {}): Promise<PassOutcome> {
      if (stopped) return Promise.resolve({ kind: 'stopped' });
      if (current) {
        rerun.requested = true;
        rerun.force ||= !!options.force;
        return current;
      }
      current = passes(!!options.force).finally(() => {
        current = null;
      });
      return current;
    },
    /** Ends after the call in flight; an entry being sent stays and is sent again later. */
    stop() {
      stopped = true;
    },
    isStopped: () => stopped,
  };
}

export type SyncRunner = ReturnType<typeof createSyncRunner>;
