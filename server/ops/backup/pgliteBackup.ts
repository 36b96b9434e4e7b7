import { readdir, readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_PATH } from './backupRoute';
import { readServerFile } from './serverFile';

/** The server on this folder answers if it runs; a server file left by a killed one leads nowhere. */
async function askRunningServer(dataDir: string): Promise<Buffer | undefined> {
  const server = await readServerFile(dataDir);
  if (!server) return undefined;
  let reply: Response;
  try {
    reply = await fetch(`${server.url}${BACKUP_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` } });
  } catch {
    return undefined;
  }
  if (!reply.ok) throw new Error(`The server on ${dataDir} refused the backup (${reply.status}).`);
  return Buffer.from(await reply.arrayBuffer());
}

/**
 * A PGlite folder as one gzip'd tar: from the server when one runs on it (it holds the folder),
 * else from the folder opened here. Answers where the copy came from.
 */
export async function backupPglite(dataDir: string, file: string): Promise<'server' | 'folder'> {
  const fromServer = await askRunningServer(dataDir);
  if (fromServer) {
    await writeFile(file, fromServer, { flag: 'wx' });
    return 'server';
  }
  if ((await readdir(dataDir).catch(() => [])).length === 0) throw new Error(`There is no database in ${dataDir} to back up.`);
  const client = await PGlite.create({ dataDir });
  try {
    await client.exec('CHECKPOINT');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()), { flag: 'wx' });
  } finally {
    await client.close();
  }
  return 'folder';
}

/** Into a folder that does not exist yet or is empty: a restore never mixes two databases. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if ((await readdir(dataDir).catch(() => [])).length > 0) {
    throw new Error(`${dataDir} is not empty: stop the server and move the folder aside, then restore into the empty place.`);
  }
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  // A first statement proves the copy opens (PostgreSQL replays what the copy's log holds).
  await client.query('SELECT 1');
  await client.close();
}
