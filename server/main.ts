import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';
import { runProcess } from './processLifecycle';

/** `npm start`: configuration, database, migrations, demo seed on an empty database, listen. */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.resolve(config.dataDir) },
  );
  const app = await buildApp({ config, db: database.db, queueDatabase: database, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });

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

  return async () => {
    await app.close();
    await database.close();
  };
}

runProcess(main);
