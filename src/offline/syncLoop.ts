import { backoffDelay } from './backoff';
import type { PassOutcome, SyncRunner } from './syncRunner';

/** With nothing due, look again this often: another tab may have queued work and closed. */
export const SYNC_IDLE_POLL_MS = 60_000;
/** Another tab holds the sync lock: it is syncing; look again in a while in case it closes. */
export const SYNC_LOCKED_RETRY_MS = 15_000;

type Subscribe = (listener: () => void) => () => void;

export interface SyncLoopDeps {
  runner: SyncRunner;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  now(): number;
  random(): number;
  /** The browser's 'online' event: retry at once, backoff reset. */
  onOnline: Subscribe;
  /** A write was queued in this tab. */
  onWork: Subscribe;
  /** The runner stopped because the session ended (the catalogue logs the seller out). */
  onSessionEnded?(): void;
}

/** When the runner makes its passes: at start, on 'online', on new work, and after each backoff. */
export function startSyncLoop(deps: SyncLoopDeps) {
  let timer: unknown = null;
  let storageFailures = 0;
  let ended = false;

  const schedule = (ms: number) => {
    if (ended) return;
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void kick(false);
    }, Math.max(0, ms));
  };

  function after(outcome: PassOutcome) {
    storageFailures = 0;
    switch (outcome.kind) {
      case 'idle':
        return schedule(SYNC_IDLE_POLL_MS);
      case 'waiting':
        return schedule(outcome.until - deps.now());
      case 'locked':
        return schedule(SYNC_LOCKED_RETRY_MS);
      case 'sessionEnded':
        stop();
        return deps.onSessionEnded?.();
      case 'stopped':
        return stop();
    }
  }

  async function kick(force: boolean): Promise<PassOutcome> {
    if (ended) return { kind: 'stopped' };
    try {
      const outcome = await deps.runner.runPass({ force });
      after(outcome);
      return outcome;
    } catch (error) {
      // The storage failed (disk full, database closing): keep the entries, try again later.
      console.warn('Outbox sync pass failed', error);
      schedule(backoffDelay(storageFailures++, deps.random));
      throw error;
    }
  }

  const unsubscribe = [deps.onOnline(() => void kick(true).catch(() => undefined)), deps.onWork(() => void kick(false).catch(() => undefined))];

  function stop() {
    if (ended) return;
    ended = true;
    deps.runner.stop();
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    unsubscribe.forEach((off) => off());
  }

  void kick(false).catch(() => undefined);
  return {
    /** "Sync now": a pass at once, ignoring the backoff. */
    syncNow: () => kick(true),
    stop,
  };
}

export type SyncLoop = ReturnType<typeof startSyncLoop>;
