import { z } from 'zod/mini';
import { folioDatabase } from '~/offline/db';
import { NetworkError, TimeoutError } from './errors';

/**
 * The last answer of a read, kept on the device so that a screen opens offline after a reload.
 * A stored copy is checked against the contract when read: a damaged one counts as none.
 */
export function offlineCopy<T>(key: string, schema: z.ZodMiniType<T>) {
  return {
    async save(value: T): Promise<void> {
      await folioDatabase().keyValues.put({ key, value, updatedAt: Date.now() });
    },
    async read(): Promise<T | undefined> {
      const row = await folioDatabase().keyValues.get(key).catch(() => undefined);
      const parsed = schema.safeParse(row?.value);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

const unreachable = (error: unknown) => error instanceof NetworkError || error instanceof TimeoutError;

/**
 * Fetches and keeps a copy; when the server cannot be reached, answers the copy instead. Queries
 * using it run with networkMode 'offlineFirst', so the fetch is tried even when the browser
 * believes it is offline.
 */
export async function fetchWithOfflineCopy<T>(copy: ReturnType<typeof offlineCopy<T>>, fetch: () => Promise<T>): Promise<T> {
  try {
    const value = await fetch();
    void copy.save(value).catch(() => undefined);
    return value;
  } catch (error) {
    const saved = unreachable(error) ? await copy.read() : undefined;
    if (saved === undefined) throw error;
    return saved;
  }
}
