import type { SavedCopy } from '~/offline/savedCopy';
import { isTransient } from './errors';

/**
 * Fetches and keeps a copy on the device; when the server cannot answer now, answers the copy
 * instead. Queries using it run with networkMode 'offlineFirst', so the fetch is tried even when
 * the browser believes it is offline.
 */
export async function fetchWithOfflineCopy<T>(copy: SavedCopy<T>, fetch: () => Promise<T>): Promise<T> {
  try {
    const value = await fetch();
    void copy.save(value).catch(() => undefined);
    return value;
  } catch (error) {
    const saved = isTransient(error) ? await copy.read() : undefined;
    if (saved === undefined) throw error;
    return saved;
  }
}
