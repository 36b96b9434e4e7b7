import type { NewOutboxEntry, OutboxEntry, OutboxInput } from './outboxEntry';
import type { OutboxStorage } from './outboxStorage';
import { StorageFullError, isQuotaError } from './storageErrors';

export interface OutboxDeps {
  storage: OutboxStorage;
  /** The browser device (X-Device-Id) the writes are made from; null when signed out. */
  deviceId(): string | null;
  now(): number;
  newKey(): string;
  /** Tells the seller that a write was not saved (the app's toast). */
  onStorageFull(error: StorageFullError): void;
  /** A write is waiting: the runner should make a pass. */
  onWork(): void;
}

export class SignedOutError extends Error {
  constructor() {
    super('Sign in again to save changes on this device.');
    this.name = 'SignedOutError';
  }
}

/** The outbox's write side; `outbox.ts` gives the app's instance on Dexie and the seller session. */
export function createOutbox(deps: OutboxDeps) {
  const currentDevice = () => {
    const deviceId = deps.deviceId();
    if (!deviceId) throw new SignedOutError();
    return deviceId;
  };

  return {
    /**
     * Saves a write for the server. Resolves only once it is durably stored; rejects with
     * StorageFullError (after telling the seller) when the disk is full: then nothing was saved.
     */
    async enqueue(endpoint: string, input: OutboxInput, options: { label: string }): Promise<OutboxEntry> {
      const draft: NewOutboxEntry = {
        deviceId: currentDevice(),
        idempotencyKey: deps.newKey(),
        endpoint,
        input,
        label: options.label,
        createdAt: deps.now(),
      };
      let entry: OutboxEntry;
      try {
        entry = await deps.storage.add(draft);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        const full = new StorageFullError(`"${options.label}"`);
        deps.onStorageFull(full);
        throw full;
      }
      deps.onWork();
      return entry;
    },
    /** Back to pending at its old place in the order; adopted by this device if need be. */
    async retryEntry(id: number): Promise<boolean> {
      const retried = await deps.storage.retry(id, currentDevice());
      if (retried) deps.onWork();
      return retried;
    },
    /** The seller gives up on an attention entry: it will never be sent. */
    discardEntry(id: number): Promise<void> {
      return deps.storage.remove(id);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
