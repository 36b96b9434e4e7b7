/**
 * A worker process for the kill test (server/jobs/killedWorker.test.ts): it opens the database the
 * test names, starts the toy run if asked, works jobs, prints each batch it applies, and exits when
 * the run is done. Killed with SIGKILL in the middle, it leaves what a crashed server leaves.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { runs, users } from '../db/schema';
import { startJobQueue } from '../jobs/jobQueue';
import { startRun } from '../jobs/runJob';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { countApplied } from './jobQueue';
import { createToyTables, toyRunJob } from './toyRunJob';

const env = process.env;
const items = Number(env.TOY_ITEMS ?? 20_000);
const database = await openDatabase(
  env.TOY_DATABASE_URL
    ? { driver: 'postgres', url: env.TOY_DATABASE_URL }
    : { driver: 'pglite', dataDir: env.TOY_PGLITE_DIR!, ...(env.TOY_TEMPLATE_FILE ? { loadDataDir: new Blob([await import('node:fs/promises').then((fs) => fs.readFile(env.TOY_TEMPLATE_FILE!))]) } : {}) },
);
const job = toyRunJob(
  'toy-killed',
  { batchSize: 200, afterApply: async (_tx, _run, batch) => void console.log(`applying ${batch.at(-1)}`) },
  // On PostgreSQL a killed worker's job is taken back when it expires; a live one is sliced by it.
  { retryLimit: 100, ...(env.TOY_DATABASE_URL ? { expireInSeconds: 2 } : {}) },
);
const queue = await startJobQueue({
  executeSql: database.executeSql,
  driver: database.driver,
  jobs: [job],
  workWith: { db: database.db, clock: () => new Date(), marketplace: createSimulatedMarketplace({ catalogSize: 10 }) },
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  onError: (error) => console.error(`queue error: ${error.message}`),
});

let runId = Number(env.TOY_RUN_ID ?? 0);
if (!runId) {
  await createToyTables(database.executeSql, items);
  const [seller] = await database.db.insert(users).values({ email: `toy-${Date.now()}@folio.test`, passwordHash: 'x', firstName: 'Toy', lastName: 'Seller' }).returning();
  runId = (await startRun(queue, database.db, job.name, { sellerId: seller!.id, kind: 'TOY', total: items })).id;
  console.log(`run ${runId}`);
}

for (;;) {
  const [run] = await database.db.select().from(runs).where(eq(runs.id, runId));
  if (run?.state === 'DONE' || run?.state === 'FAILED') {
    const applied = await countApplied(database, `toy_applied WHERE run_id = ${runId}`);
    console.log(`finished ${run.state} ${run.done}, applied ${applied.rows} rows of ${applied.distinct} items`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await queue.stop();
await database.close();
