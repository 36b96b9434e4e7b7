import type { z } from 'zod/mini';
import { folioDatabase } from './db';

/**
 * The last answer of a read, kept on the device so that a screen opens offline after a reload.
 * A stored copy is checked against the contract when read: a damaged one counts as none.
 */
export function savedCopy<T>(key: string, schema: z.ZodMiniType<T>) {
  return {
    async save(value: T): Promise<void> {
      await folioDatabase().keyValues.put({ key, value, updatedAt: Date.now() });
    },
    async read(): Promise<T | undefined> {
      const row = await folioDatabase().keyValues.get(key).catch(() => undefined);
      const parsed = schema.safeParse(row?.value);
      return parsed.success ? parsed.data : undefined;
    },
    async forget(): Promise<void> {
      await folioDatabase().keyValues.delete(key);
    },
  };
}

export type SavedCopy<T> = ReturnType<typeof savedCopy<T>>;
