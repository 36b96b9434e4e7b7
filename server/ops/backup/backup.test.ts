import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { defaultConfig } from '../../config';
import { openDatabase, type DatabaseHandle, type ExecuteSql } from '../../db/database';
import { databaseUrl, openTestDatabase, withAdminClient } from '../../testing/testDatabase';
import { startBackupEndpoint } from './backupEndpoint';
import { backupCommand, restoreCommand } from './commands';
import { serverFileOf } from './serverFile';

const target = inject('testDatabase');
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'folio-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

// A copy of a whole database and back: seconds alone, far more on a loaded 2-core machine.
const COPY_TIMEOUT = { timeout: 90_000 };

/** Every table of every schema (ours, drizzle's, the queue's): its rows, counted and digested in a stable order. */
async function everyRow(executeSql: ExecuteSql): Promise<Record<string, string>> {
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
async function addRows(database: Pick<DatabaseHandle, 'executeSql'>) {
  await database.executeSql("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('backup@folio.test', 'x', 'Back', 'Up')");
}

it.runIf(target.driver === 'pglite')('backs up PGlite through the running server, and restores it into an empty folder with every row of every table', COPY_TIMEOUT, async () => {
  // The server's database in memory, to save writing the folder: the command asks the server, never the folder.
  const dataDir = path.join(folder, 'data');
  const live = await openTestDatabase();
  await addRows(live);
  // The server as `npm start` runs it on that folder, without a queue: nothing writes while the rows are compared.
  const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: live.db });
  const endpoint = startBackupEndpoint(app, live, dataDir);
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  await endpoint.announce('127.0.0.1', Number(address.port));
  const env = { FOLIO_DATA_DIR: dataDir };
  const file = path.join(folder, 'folio.backup');
  try {
    expect(await backupCommand(file, env)).toContain('by the running server');
    await expect(backupCommand(file, env)).rejects.toThrow('exists already');
    const expected = await everyRow(live.executeSql);

    const restoredDir = path.join(folder, 'restored');
    await restoreCommand(file, { FOLIO_DATA_DIR: restoredDir });
    const restored = await openDatabase({ driver: 'pglite', dataDir: restoredDir });
    try {
      expect(await everyRow(restored.executeSql)).toEqual(expected);
    } finally {
      await restored.close();
    }
    await expect(restoreCommand(file, { FOLIO_DATA_DIR: restoredDir })).rejects.toThrow('is not empty');
  } finally {
    await app.close();
    await endpoint.stop();
    await live.close();
  }
  await expect(readFile(serverFileOf(dataDir))).rejects.toThrow();
});

it.runIf(target.driver === 'postgres')('backs up PostgreSQL with pg_dump, and restores it into an empty database with every row of every table', COPY_TIMEOUT, async () => {
  const live = await openTestDatabase();
  const adminUrl = (target as { adminUrl: string }).adminUrl;
  const emptyName = `folio_restore_${process.pid}_${Date.now()}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${emptyName}`));
  const emptyUrl = databaseUrl(adminUrl, emptyName);
  const file = path.join(folder, 'folio.pgdump');
  try {
    await addRows(live);
    expect(await backupCommand(file, { DATABASE_URL: live.url })).toContain('PostgreSQL backed up');
    await restoreCommand(file, { DATABASE_URL: emptyUrl });
    const restored = await openDatabase({ driver: 'postgres', url: emptyUrl });
    try {
      expect(await everyRow(restored.executeSql)).toEqual(await everyRow(live.executeSql));
    } finally {
      await restored.close();
    }
    await expect(restoreCommand(file, { DATABASE_URL: emptyUrl })).rejects.toThrow('is not empty');
  } finally {
    await live.close();
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`));
  }
});
