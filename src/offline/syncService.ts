import { sellerClient, sellerSession } from '~/api/clients';
import type { AnyEndpoint, CallInput } from '~/contract/endpoint';
import { requestPersistentStorage } from './databaseAccess';
import { outboxStorage } from './outbox';
import { outboxEndpoint } from './outboxEndpoints';
import { emitOutboxApplied, onOutboxWork } from './outboxEvents';
import { startSyncLoop, type SyncLoop } from './syncLoop';
import { createSyncRunner, type PassOutcome } from './syncRunner';

type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

/** One tab syncs at a time: a tab that finds the lock taken skips its pass (the other is syncing). */
function crossTabLock(work: () => Promise<PassOutcome>): Promise<PassOutcome | 'locked'> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManagerLike) : undefined;
  if (!locks) return work();
  return locks.request<PassOutcome | 'locked'>('folio-outbox-sync', { ifAvailable: true }, (lock) =>
    lock ? work() : Promise.resolve('locked'),
  );
}

function onlineEvents(listener: () => void) {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

let loop: SyncLoop | null = null;

/** Starts replaying the outbox for the signed-in seller; a second call while running does nothing. */
export function startOutboxSync() {
  if (loop) return;
  void requestPersistentStorage();
  const runner = createSyncRunner({
    storage: outboxStorage,
    // The seller client: the same refresh and session-ending codes as every call; errors: 'caller'
    // so that a retry does not toast each time.
    send: (endpoint: AnyEndpoint, input, idempotencyKey) =>
      sellerClient.call(endpoint, input as CallInput<AnyEndpoint>, { errors: 'caller', idempotencyKey }),
    endpointFor: outboxEndpoint,
    deviceId: () => sellerSession.deviceId(),
    now: () => Date.now(),
    random: Math.random,
    lock: crossTabLock,
    onApplied: emitOutboxApplied,
  });
  loop = startSyncLoop({
    runner,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    random: Math.random,
    onOnline: onlineEvents,
    onWork: onOutboxWork,
    onSessionEnded: () => {
      loop = null;
    },
  });
}

/** On logout: the entries stay on this device (they are the seller's unsent work). */
export function stopOutboxSync() {
  loop?.stop();
  loop = null;
}

/** The "Sync now" button: a pass at once, ignoring the backoff. */
export function syncOutboxNow(): Promise<PassOutcome> {
  if (!loop) startOutboxSync();
  return loop!.syncNow();
}
