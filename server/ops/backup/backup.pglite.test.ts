import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { defaultConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { openTestDatabase } from '../../testing/testDatabase';
import { startBackupEndpoint } from './backupEndpoint';
import { addRows, backupFolder, COPY_TIMEOUT, everyRow } from './backupSupport';
import { backupCommand, restoreCommand } from './commands';
import { serverFileOf } from './serverFile';

/** PGlite only (the server project): a backup taken through the running server. */
const folder = backupFolder();

it('backs up PGlite through the running server, and restores it into an empty folder with every row of every table', COPY_TIMEOUT, async () => {
  // The server's database in memory, to save writing the folder: the command asks the server, never the folder.
  const dataDir = path.join(folder.path, 'data');
  const live = await openTestDatabase();
  await addRows(live);
  // The server as `npm start` runs it on that folder, without a queue: nothing writes while the rows are compared.
  const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: live.db });
  const endpoint = startBackupEndpoint(app, live, dataDir);
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  await endpoint.announce('127.0.0.1', Number(address.port));
  const env = { FOLIO_DATA_DIR: dataDir };
  const file = path.join(folder.path, 'folio.backup');
  try {
    expect(await backupCommand(file, env)).toContain('by the running server');
    await expect(backupCommand(file, env)).rejects.toThrow('exists already');
    const expected = await everyRow(live.executeSql);

    const restoredDir = path.join(folder.path, 'restored');
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
