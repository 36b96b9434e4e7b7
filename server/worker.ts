import pino from 'pino';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { allJobs } from './allJobs';
import { startJobQueue } from './jobs/jobQueue';
import { createMarketplace } from './marketplace/chooseMarketplace';
import { createSimulatedProcessor } from './payments/simulator';
import { jsonLogOptions } from './ops/jsonLog';
import { createMetrics } from './ops/metrics';
import { startWorkerOpsServer } from './ops/workerOpsServer';
import { runProcess } from './processLifecycle';

/**
 * `npx tsx server/worker.ts`: a process that only works jobs, as many as wanted beside the web
 * servers (which may then run with FOLIO_WORKERS=0). PostgreSQL only: a PGlite folder is open in
 * one process, the server's, which works its jobs itself.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('The worker needs DATABASE_URL: on PGlite, `npm start` works the jobs itself.');
  const log = pino(jsonLogOptions(config.logLevel));
  const database = await prepareDatabase({ driver: 'postgres', url: config.databaseUrl });
  const metrics = config.metricsToken ? createMetrics(database) : undefined;
  const clock = () => new Date();
  const deps = {
    db: database.db,
    clock,
    marketplace: createMarketplace({ db: database.db, config, clock }),
    payments: createSimulatedProcessor({ db: database.db, clock }),
  };
  // Each job in hand is held under a lock that ends with this process: when it is killed, the
  // other workers retry its jobs within seconds (jobs/jobHolds.ts).
  const queue = await startJobQueue({
    executeSql: database.executeSql,
    driver: 'postgres',
    jobs: allJobs,
    workWith: deps,
    holdJobsOn: config.databaseUrl,
    onError: (error) => log.error({ err: error }, 'job queue'),
    ...(metrics ? { onJobEnded: metrics.observeJob } : {}),
  });
  const ops = config.metricsPort
    ? await startWorkerOpsServer({ metrics, token: config.metricsToken, host: config.host, port: config.metricsPort })
    : undefined;
  // The start line, as main.ts prints its own (plain, whatever the log level): npm run cluster waits for it.
  console.log(`Folio worker started: ${allJobs.length} kinds of job`);

  return async () => {
    await ops?.close();
    await queue.stop();
    await database.close();
  };
}

runProcess(main);
