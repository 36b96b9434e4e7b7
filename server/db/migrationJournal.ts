import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from './database';

const journalFile = new URL('./migrations/meta/_journal.json', import.meta.url);

export interface JournalEntry {
  tag: string;
  /** The migration file's time, which drizzle records as the migration's `created_at` when it runs. */
  when: number;
}

/** The migrations this server knows (drizzle-kit's journal); none when the journal cannot be read. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  try {
    return (JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] }).entries;
  } catch {
    return [];
  }
}

/** How many migrations the database has applied, and the `when` of the latest (null before any). */
export async function appliedMigrations(db: Executor): Promise<{ count: number; latestWhen: number | null }> {
  const result = (await db.execute(sql`select count(*)::int as count, max(created_at) as latest from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { count: number; latest: string | number | null }[];
  };
  const row = result.rows[0];
  // drizzle stores created_at as a bigint, which node-postgres hands over as a string.
  return { count: Number(row?.count ?? 0), latestWhen: row?.latest === null || row?.latest === undefined ? null : Number(row.latest) };
}
