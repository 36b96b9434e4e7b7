import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToasts } from '~/lib/toast';
import { FolioDatabase } from './db';
import { ensureOpen, guardedWrite, requestPersistentStorage, resetPersistRequestForTests, withDatabase } from './databaseAccess';
import { StorageBlockedError, StorageFullError, isQuotaError } from './storageErrors';

let count = 0;
const freshName = () => `access-${++count}`;

/** An old tab: version 1 of the database (Dexie's native version 10) open, ignoring 'versionchange'. */
function openOldVersion(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => request.result.createObjectStore('keyValues', { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('opening the offline storage', () => {
  it('fails within 3 s with a clear message when another tab blocks the upgrade, and opens once it closes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = freshName();
    const old = await openOldVersion(name);
    const db = new FolioDatabase(name);
    const started = Date.now();
    const error = await ensureOpen(db, 300).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StorageBlockedError);
    expect((error as Error).message).toMatch(/Close Folio's other tabs/);
    expect(Date.now() - started).toBeLessThan(3_000);
    old.close();
    await expect(ensureOpen(db)).resolves.toBe(db);
    expect(db.verno).toBe(2);
    db.close();
  });

  it('reopens a connection closed under it, transparently', async () => {
    const db = new FolioDatabase(freshName());
    await withDatabase((db) => db.keyValues.put({ key: 'a', value: 1, updatedAt: 0 }), db);
    db.close();
    expect(await withDatabase((db) => db.keyValues.get('a'), db)).toMatchObject({ value: 1 });
    db.close();
  });

  it('reports a full disk, wrapped or not, as nothing saved, with a toast', async () => {
    const toasts: string[] = [];
    const unsubscribe = subscribeToToasts((toast) => toasts.push(toast.message));
    const db = new FolioDatabase(freshName());
    const wrapped = new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));
    expect(isQuotaError(wrapped)).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError())).toBe(true);
    await expect(guardedWrite('the scan of 978', () => Promise.reject(wrapped), db)).rejects.toBeInstanceOf(StorageFullError);
    expect(toasts).toEqual(['This device is out of storage: the scan of 978 was not saved. Free some space (or close other apps) and try again.']);
    unsubscribe();
    db.close();
  });

  it('asks for persistent storage once', async () => {
    resetPersistRequestForTests();
    const persist = vi.fn().mockResolvedValue(true);
    const storage = { persist } as unknown as StorageManager;
    expect(await requestPersistentStorage(storage)).toBe(true);
    await requestPersistentStorage(storage);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
