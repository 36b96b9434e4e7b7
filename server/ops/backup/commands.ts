import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { backupPglite, restorePglite } from './pgliteBackup';
import { backupPostgres, restorePostgres } from './postgresBackup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the database the server would use (its
 * DATABASE_URL, else its FOLIO_DATA_DIR), to or from one file. A backup never overwrites a file; a
 * restore goes only into an empty database or folder.
 */
export async function backupCommand(file: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!file) throw new Error('Name the file to write: npm run backup -- FILE');
  if (existsSync(file)) throw new Error(`${file} exists already: name a new file.`);
  const config = loadConfig(env);
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file);
    return `PostgreSQL backed up to ${file} (pg_dump's custom format).`;
  }
  const from = await backupPglite(path.resolve(config.dataDir), file);
  return `PGlite in ${config.dataDir} backed up to ${file}${from === 'server' ? ' by the running server' : ''}.`;
}

export async function restoreCommand(file: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!file) throw new Error('Name the backup to restore: npm run restore -- FILE');
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const config = loadConfig(env);
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    return `${file} restored into the PostgreSQL database of DATABASE_URL.`;
  }
  await restorePglite(path.resolve(config.dataDir), file);
  return `${file} restored into ${config.dataDir}: start the server on it.`;
}
