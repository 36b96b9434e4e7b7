import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';

/** `npm start`: configuration, database, migrations, demo seed on an empty database, listen. */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.resolve(config.dataDir) },
  );
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel }, jobQueue: database });
  await app.listen({ port: config.port, host: config.host });

  const where = database.driver === 'pglite' ? `PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL';
  const lines = [`Folio is running at http://localhost:${config.port} (database: ${where})`];
  if (database.seeded) {
    lines.push('Demo accounts created:');
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      lines.push(`  ${account.email.padEnd(20)} ${account.password.padEnd(15)} ${account.note}`);
    }
  }
  console.log(lines.join('\n'));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
