import type { NewOutboxEntry, OutboxEntry, OutboxError } from './outboxEntry';

export type OutboxChanges = Partial<Pick<OutboxEntry, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError'>>;

/**
 * Where outbox entries live. The sync runner depends only on this, so the randomized suite runs
 * it against memory (fast) and the app against Dexie (dexieOutboxStorage) with the same rules.
 * Every method is one transaction; a failed one changed nothing.
 */
export interface OutboxStorage {
  /** Adds a pending entry; its per-device seq is allocated in the same transaction. */
  add(draft: NewOutboxEntry): Promise<OutboxEntry>;
  /** Pending entries in global order (by id), at most `limit`. */
  pending(limit: number): Promise<OutboxEntry[]>;
  /** Every entry, in order: the attention list and the overlays read this. */
  all(): Promise<OutboxEntry[]>;
  /** Changes an entry that still exists; false when it is gone (applied or discarded meanwhile). */
  update(id: number, changes: OutboxChanges): Promise<boolean>;
  /** The server applied it, or the seller discarded it. */
  remove(id: number): Promise<void>;
  /**
   * An attention entry goes back to pending, keeping its id (its place in the order). An entry
   * saved under another browser device (an earlier sign-in) is adopted by `deviceId` with a new seq.
   */
  retry(id: number, deviceId: string): Promise<boolean>;
}

export const RETRIED: OutboxChanges = { status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: undefined };

export function attention(lastError: OutboxError): OutboxChanges {
  return { status: 'attention', lastError };
}
