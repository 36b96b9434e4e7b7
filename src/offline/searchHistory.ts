import Dexie from 'dexie';
import { BOOKZY_HISTORY_LIMIT } from '~/contract/constants';
import { folioDatabase, type FolioDatabase } from './db';
import { guardedWrite, withDatabase } from './databaseAccess';
import { useSafeLiveQuery } from './liveRead';
import { readHistoryRows, type NewSearchHistoryEntry, type SearchHistoryEntry } from './searchHistoryEntry';

export type HistoryFilter = 'ACCEPTED' | 'REJECTED' | undefined;

/** One device's rows, newest first (equal dates: the later added first). */
const newestFirst = (db: FolioDatabase, deviceId: string) =>
  db.searchHistory.where('[deviceId+date]').between([deviceId, Dexie.minKey], [deviceId, Dexie.maxKey]).reverse();

/**
 * Records a scan. The cap (spec 5 and 9: 100 per Bookzy device) is enforced in the same
 * transaction, so two tabs scanning at once never leave more. Throws StorageFullError when the
 * disk is full (after a toast): the scan was not recorded.
 */
export function addHistoryEntry(entry: NewSearchHistoryEntry, db?: FolioDatabase): Promise<SearchHistoryEntry> {
  return guardedWrite(
    `the scan of ${entry.isbn}`,
    (db) =>
      db.transaction('rw', db.searchHistory, async () => {
        const id = await db.searchHistory.add(entry as SearchHistoryEntry);
        const overflow = await newestFirst(db, entry.deviceId).offset(BOOKZY_HISTORY_LIMIT).primaryKeys();
        await db.searchHistory.bulkDelete(overflow);
        return { ...entry, id };
      }),
    db,
  );
}

/** Resolves a scan recorded before its verdict was known (status PENDING, source 'pending'). */
export function updateHistoryEntry(
  id: number,
  changes: Partial<Omit<SearchHistoryEntry, 'id' | 'deviceId'>>,
  db?: FolioDatabase,
): Promise<boolean> {
  return guardedWrite('the scan result', async (db) => (await db.searchHistory.update(id, changes)) === 1, db);
}

export function clearHistory(deviceId: string, db?: FolioDatabase): Promise<number> {
  return withDatabase((db) => newestFirst(db, deviceId).delete(), db);
}

export async function readHistory(deviceId: string, filter?: HistoryFilter, db: FolioDatabase = folioDatabase()): Promise<SearchHistoryEntry[]> {
  const rows = readHistoryRows(await newestFirst(db, deviceId).toArray());
  // Spec 4: a scan without a trigger name is rejected, and a book the marketplace lacks has none.
  const matches = (row: SearchHistoryEntry) => row.status === filter || (filter === 'REJECTED' && row.status === 'NOT_FOUND');
  return filter ? rows.filter(matches) : rows;
}

const NONE: SearchHistoryEntry[] = [];

/** The history screen: newest first, optionally only accepted or only rejected scans. */
export function useSearchHistory(deviceId: string | undefined, filter?: HistoryFilter, db?: FolioDatabase): SearchHistoryEntry[] {
  return useSafeLiveQuery(async () => (deviceId ? readHistory(deviceId, filter, db) : NONE), [deviceId, filter, db], NONE);
}
