import path from 'node:path';
import { allJobs } from './allJobs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';
import { startBackupEndpoint } from './ops/backup/backupEndpoint';
import { jsonLogOptions } from './ops/jsonLog';
import { shutDown } from './ops/shutdown';
import { runProcess, type StopProcess } from './processLifecycle';

/** `npm start`: configuration, database, migrations, demo seed on an empty database, listen. */
async function main(): Promise<StopProcess> {
  const config = loadConfig();
  const database = await prepareDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.resolve(config.dataDir) },
  );
  const app = await buildApp({ config, db: database.db, queueDatabase: { ...database, jobs: allJobs }, logger: jsonLogOptions(config.logLevel) });
  // On PGlite the folder is open here only: `npm run backup` asks this process for the copy.
  const dataDir = path.resolve(config.dataDir);
  const backups = database.driver === 'pglite' ? startBackupEndpoint(app, database, dataDir) : undefined;
  await app.listen({ port: config.port, host: config.host });
  await backups?.announce(config.host, config.port);

  const where = database.driver === 'pglite' ? `PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL';
  const jobs = config.workers ? 'worked in this process' : 'sent only (FOLIO_WORKERS=0)';
  const lines = [`Folio is running at http://localhost:${config.port} (database: ${where}; jobs ${jobs})`];
  if (database.seeded) {
    lines.push('Demo accounts created:');
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      lines.push(`  ${account.email.padEnd(20)} ${account.password.padEnd(15)} ${account.note}`);
    }
  }
  console.log(lines.join('\n'));

  return async (signal) => {
    await backups?.stop();
    await shutDown(app, database, signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0);
  };
}

runProcess(main);
