import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { databaseUrl, openTestDatabase, withAdminClient } from '../../testing/testDatabase';
import { addRows, backupFolder, COPY_TIMEOUT, everyRow } from './backupSupport';
import { backupCommand, restoreCommand } from './commands';

/** PostgreSQL only: pg_dump and pg_restore. */
const target = inject('testDatabase');
const folder = backupFolder();

it('backs up PostgreSQL with pg_dump, and restores it into an empty database with every row of every table', COPY_TIMEOUT, async () => {
  const live = await openTestDatabase();
  const adminUrl = (target as { adminUrl: string }).adminUrl;
  const emptyName = `folio_restore_${process.pid}_${Date.now()}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${emptyName}`));
  const emptyUrl = databaseUrl(adminUrl, emptyName);
  const file = path.join(folder.path, 'folio.pgdump');
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
