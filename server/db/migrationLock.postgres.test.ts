import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { allJobs } from '../allJobs';
import { startJobQueue } from '../jobs/jobQueue';
import { migrationsFolder, openDatabase } from './database';
import { prepareDatabase } from './prepare';
import { DEMO_ACCOUNTS } from './seed';
import { databaseUrl, withAdminClient } from '../testing/testDatabase';

/**
 * Several instances started at once on one PostgreSQL database prepare it one at a time
 * (migrationLock.ts): each migration runs once, the demo seed is written once, and every instance
 * starts. An instance on a database that a newer Folio migrated refuses to start (newerDatabase.ts).
 */

const target = inject('testDatabase');
const adminUrl = target.driver === 'postgres' ? target.adminUrl : '';
const made: string[] = [];
afterAll(async () => {
  await withAdminClient(adminUrl, async (client) => {
    for (const name of made) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

async function emptyDatabase(): Promise<string> {
  const name = `folio_prepare_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  made.push(name);
  return databaseUrl(adminUrl, name);
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const known = readMigrationFiles({ migrationsFolder });

/** Three instances at once, as `npm run cluster` starts them: each opens, prepares and closes. */
async function startThreeAtOnce(url: string) {
  const starts = await Promise.allSettled([1, 2, 3].map(() => prepareDatabase({ driver: 'postgres', url }, { customers: false })));
  const failures = starts.filter((start) => start.status === 'rejected').map((start) => String((start as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
  const prepared = starts.map((start) => (start as PromiseFulfilledResult<Awaited<ReturnType<typeof prepareDatabase>>>).value);
  await Promise.all(prepared.map((handle) => handle.close()));
  return prepared;
}

async function expectMigratedOnce(url: string) {
  const applied = await query<{ hash: string }>(url, 'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id');
  expect(applied.map((row) => row.hash)).toEqual(known.map((migration) => migration.hash));
  const demo = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM users WHERE email = $1', [DEMO_ACCOUNTS.seller.email]);
  expect(demo[0]!.n).toBe(1);
}

describe('instances starting at once on one PostgreSQL database', () => {
  it('migrate an empty database once and seed it once, then define the job queues together', async () => {
    const url = await emptyDatabase();
    const prepared = await startThreeAtOnce(url);
    expect(prepared.filter((handle) => handle.seeded)).toHaveLength(1);
    await expectMigratedOnce(url);
    // Each then starts its job queue, which creates the queues this first time: all at once.
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ driver: 'postgres', url })));
    try {
      const queues = await Promise.all(handles.map((handle) => startJobQueue({ executeSql: handle.executeSql, driver: 'postgres', jobs: allJobs })));
      await Promise.all(queues.map((queue) => queue.stop()));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const created = await query<{ name: string }>(url, 'SELECT name FROM pgboss.queue ORDER BY name');
    expect(created.map((queue) => queue.name)).toEqual(allJobs.map((job) => job.name).sort());
  });

  it('bring an older database to the current schema once', async () => {
    const url = await emptyDatabase();
    // The database as an older Folio left it: its first ten migrations applied, and its demo seller.
    const older = await mkdtemp(path.join(tmpdir(), 'folio-older-migrations-'));
    try {
      await cp(migrationsFolder, older, { recursive: true });
      const journalFile = path.join(older, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 10) }));
      const pool = new pg.Pool({ connectionString: url });
      await migrate(drizzle(pool), { migrationsFolder: older });
      await pool.end();
    } finally {
      await rm(older, { recursive: true, force: true });
    }
    await startThreeAtOnce(url);
    await expectMigratedOnce(url);
  });

  it('refuse a database migrated by a newer Folio, with a sentence that says so', async () => {
    const url = await emptyDatabase();
    // What drizzle keeps of a newer Folio's migrations: one more than this version knows.
    const latest = Math.max(...known.map((migration) => migration.folderMillis));
    await query(url, 'CREATE SCHEMA drizzle; CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint)');
    await query(url, 'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) SELECT * FROM unnest($1::text[], $2::bigint[])', [
      [...known.map((migration) => migration.hash), 'from-a-newer-folio'],
      [...known.map((migration) => migration.folderMillis), latest + 60_000],
    ]);
    await expect(prepareDatabase({ driver: 'postgres', url })).rejects.toThrow(
      new RegExp(`^This database was migrated by a newer Folio \\(${known.length + 1} migrations applied, .*\\); this version knows ${known.length}, .*Start the newer version, or restore a backup taken before the upgrade\\.$`),
    );
    // Refused before anything was written: no table of ours was made.
    expect(await query(url, "SELECT to_regclass('public.users') AS users")).toEqual([{ users: null }]);
  });
});
