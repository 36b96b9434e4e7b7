import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle, ExecuteSql } from '../../db/database';

/** What the backup tests of both drivers share (backup.pglite.test.ts, backup.postgres.test.ts). */

// A copy of a whole database and back: seconds alone, far more on a loaded 2-core machine.
export const COPY_TIMEOUT = { timeout: 90_000 };

/** A folder of the test file's own for backups and restored data, removed after it. */
export function backupFolder() {
  const folder = { path: '' };
  beforeAll(async () => {
    folder.path = await mkdtemp(path.join(tmpdir(), 'folio-backup-'));
  });
  afterAll(() => rm(folder.path, { recursive: true, force: true }));
  return folder;
}

/** Every table of every schema (ours, drizzle's, the queue's): its rows, counted and digested in a stable order. */
export async function everyRow(executeSql: ExecuteSql): Promise<Record<string, string>> {
  const { rows: tables } = await executeSql(
    "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await executeSql(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${name} t`);
    digests[name] = `${rows[0]!.n} rows ${rows[0]!.digest}`;
  }
  return digests;
}

/** The seeded test database with rows of its own added, so the copy has more than the template to carry. */
export async function addRows(database: Pick<DatabaseHandle, 'executeSql'>) {
  await database.executeSql("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('backup@folio.test', 'x', 'Back', 'Up')");
}
