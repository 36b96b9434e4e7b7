import { folioDatabase, type FolioDatabase } from './db';
import { useSafeLiveQuery } from './liveRead';
import { readOutboxRow, type OutboxEntry } from './outboxEntry';

const EMPTY: OutboxEntry[] = [];
const NO_COUNTS = { pending: 0, attention: 0 };

/** Every entry in order; damaged rows read as attention entries (see readOutboxRow). */
async function allEntries(db: FolioDatabase): Promise<OutboxEntry[]> {
  return (await db.outbox.toArray()).map((row) => readOutboxRow(row).entry);
}

/** Pending writes to the given calls, oldest first: what a screen overlays on the server's data. */
export async function pendingEntriesFor(endpointKeys: readonly string[], db: FolioDatabase = folioDatabase()): Promise<OutboxEntry[]> {
  const keys = new Set(endpointKeys);
  return (await allEntries(db)).filter((entry) => entry.status === 'pending' && keys.has(entry.endpoint));
}

/**
 * The server's value with the not-yet-sent writes applied on top, oldest first: what the seller
 * saved is what the screen shows, online or not.
 */
export function overlayPending<T>(serverValue: T, entries: readonly OutboxEntry[], apply: (value: T, entry: OutboxEntry) => T): T {
  return entries.reduce(apply, serverValue);
}

export function usePendingEntries(endpointKeys: readonly string[], db?: FolioDatabase): OutboxEntry[] {
  const key = endpointKeys.join('\n');
  return useSafeLiveQuery(() => pendingEntriesFor(endpointKeys, db), [key, db], EMPTY);
}

/** Counts for the shell: writes waiting to sync, and writes the server refused. */
export function useOutboxCounts(db: FolioDatabase = folioDatabase()): { pending: number; attention: number } {
  return useSafeLiveQuery(
    async () => {
      const entries = await allEntries(db);
      const pending = entries.filter((entry) => entry.status === 'pending').length;
      return { pending, attention: entries.length - pending };
    },
    [db],
    NO_COUNTS,
  );
}

export function useAttentionEntries(db: FolioDatabase = folioDatabase()): OutboxEntry[] {
  return useSafeLiveQuery(async () => (await allEntries(db)).filter((entry) => entry.status === 'attention'), [db], EMPTY);
}
