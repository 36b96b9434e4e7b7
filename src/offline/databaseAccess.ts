import { showToast } from '~/lib/toast';
import { folioDatabase, type FolioDatabase } from './db';
import {
  StorageBlockedError,
  StorageFullError,
  StorageOutdatedError,
  isDatabaseClosedError,
  isQuotaError,
  isVersionError,
} from './storageErrors';

/**
 * After the 'blocked' event the other tab gets this long to close its connection (a Dexie tab
 * closes at once on 'versionchange'); then the open fails with a message instead of hanging.
 */
export const BLOCKED_GRACE_MS = 1_500;

const blockedSince = new WeakMap<FolioDatabase, number>();
const watched = new WeakSet<FolioDatabase>();

function watchBlocked(db: FolioDatabase) {
  if (watched.has(db)) return;
  watched.add(db);
  db.on('blocked', () => {
    if (!blockedSince.has(db)) blockedSince.set(db, Date.now());
  });
  db.on('ready', () => void blockedSince.delete(db), true);
}

/**
 * Opens the database, failing with StorageBlockedError within BLOCKED_GRACE_MS of a blocked
 * upgrade. The open itself keeps waiting in the background: once the other tab closes, the next
 * use succeeds.
 */
export function ensureOpen(db: FolioDatabase = folioDatabase(), graceMs = BLOCKED_GRACE_MS): Promise<FolioDatabase> {
  if (db.isOpen()) return Promise.resolve(db);
  watchBlocked(db);
  return new Promise<FolioDatabase>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      outcome();
    };
    // 'blocked' arrives after open() started, so look for it a few times within the grace period.
    const poll = setInterval(() => {
      const since = blockedSince.get(db);
      if (since !== undefined && Date.now() - since >= graceMs) finish(() => reject(new StorageBlockedError()));
    }, Math.max(10, Math.min(250, graceMs / 4)));
    db.open().then(
      () => finish(() => resolve(db)),
      (error: unknown) => finish(() => reject(isVersionError(error) ? new StorageOutdatedError() : error)),
    );
  });
}

/**
 * Runs one piece of database work. A connection closed under us (the browser closed it, or
 * db.close() was called) is reopened and the work tried once more: callers never see the close.
 */
export async function withDatabase<T>(work: (db: FolioDatabase) => Promise<T>, db: FolioDatabase = folioDatabase()): Promise<T> {
  await ensureOpen(db);
  try {
    return await work(db);
  } catch (error) {
    if (!isDatabaseClosedError(error)) throw error;
    await ensureOpen(db);
    return work(db);
  }
}

/**
 * A write the user made: a full disk becomes StorageFullError (nothing was saved, and the caller
 * must say so) and a toast, so the seller knows even when the caller only logs it.
 */
export async function guardedWrite<T>(what: string, work: (db: FolioDatabase) => Promise<T>, db?: FolioDatabase): Promise<T> {
  try {
    return await withDatabase(work, db);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    const full = error instanceof StorageFullError ? error : new StorageFullError(what);
    showToast(full.message, 'error');
    throw full;
  }
}

let persistRequested: Promise<boolean> | undefined;

/** Asks once that the browser never evicts Folio's storage (unsent writes live there). */
export function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  persistRequested ??= storage?.persist ? storage.persist().catch(() => false) : Promise.resolve(false);
  return persistRequested;
}

/** Tests only: forget that persist() was asked. */
export function resetPersistRequestForTests() {
  persistRequested = undefined;
}
