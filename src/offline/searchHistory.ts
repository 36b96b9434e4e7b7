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
 * A scan the cap may delete. A scan still waiting for the network has no verdict yet, and one judged
 * late has not been seen: the seller scanned those books on purpose, so they stay until the seller
 * has learned what they turned out to be. A damaged row (no status) is trimmed like any other.
 */
const trimmable = (row: Partial<SearchHistoryEntry>) => row.status !== 'PENDING' && row.judgedLate !== true;

/** The cap (spec 5 and 9: 100 per Bookzy device), over the scans it may delete. */
async function applyCap(db: FolioDatabase, deviceId: string) {
  const beyondCap: Partial<SearchHistoryEntry>[] = await newestFirst(db, deviceId).offset(BOOKZY_HISTORY_LIMIT).toArray();
  await db.searchHistory.bulkDelete(beyondCap.filter(trimmable).map((row) => row.id!));
}

/**
 * Records a scan. The cap is enforced in the same transaction, so two tabs scanning at once never
 * leave more. Throws StorageFullError when the disk is full (after a toast): the scan was not
 * recorded.
 */
export function addHistoryEntry(entry: NewSearchHistoryEntry, db?: FolioDatabase): Promise<SearchHistoryEntry> {
  return guardedWrite(
    `the scan of ${entry.isbn}`,
    (db) =>
      db.transaction('rw', db.searchHistory, async () => {
        const id = await db.searchHistory.add(entry as SearchHistoryEntry);
        await applyCap(db, entry.deviceId);
        return { ...entry, id };
      }),
    db,
  );
}

/** The seller has seen the scans judged late: they become ordinary history, and the cap applies. */
export function acknowledgeLateVerdicts(deviceId: string, db?: FolioDatabase): Promise<number> {
  return guardedWrite(
    'the scans judged late',
    (db) =>
      db.transaction('rw', db.searchHistory, async () => {
        const seen = await newestFirst(db, deviceId).filter((row) => row.judgedLate === true).modify({ judgedLate: false });
        await applyCap(db, deviceId);
        return seen;
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
