import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { allJobs } from './jobs/allJobs';
import { startJobQueue } from './jobs/jobQueue';
import { createSimulatedMarketplace } from './marketplace/simulator';
import { createSimulatedProcessor } from './payments/simulator';
import { runProcess } from './processLifecycle';

/**
 * `npx tsx server/worker.ts`: a process that only works jobs, as many as wanted beside the web
 * servers (which may then run with FOLIO_WORKERS=0). PostgreSQL only: a PGlite folder is open in
 * one process, the server's, which works its jobs itself.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('The worker needs DATABASE_URL: on PGlite, `npm start` works the jobs itself.');
  const database = await prepareDatabase({ driver: 'postgres', url: config.databaseUrl });
  const clock = () => new Date();
  const deps = {
    db: database.db,
    clock,
    marketplace: createSimulatedMarketplace({ catalogSize: config.catalogSize, db: database.db }),
    payments: createSimulatedProcessor({ db: database.db, clock }),
  };
  const queue = await startJobQueue({ executeSql: database.executeSql, driver: 'postgres', jobs: allJobs, workWith: deps });
  console.log(`Folio worker started: ${allJobs.length} kinds of job`);

  return async () => {
    await queue.stop();
    await database.close();
  };
}

runProcess(main);
