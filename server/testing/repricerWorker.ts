/**
 * A worker process of its own for the repricing run's crash test: `tsx repricerWorker.ts <location>
 * <runId>` opens the database (a PGlite folder or a PostgreSQL URL, as JSON), sends the run's job
 * if the run is still queued, works the queue's jobs, prints the run's progress as one JSON line at a time, and exits once the run has ended.
 * The test kills it with SIGKILL mid-run and starts another on the same database.
 */
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { runs } from '../db/schema';
import { startJobQueue } from '../jobs/jobQueue';
import { createSimulatedMarketplace } from '../marketplace/simulator';
import { runJobKey } from '../jobs/runJob';
import { allJobs } from '../allJobs';
import { repriceJob } from '../modules/repricer/run/repriceJob';

const [locationArg, runIdArg] = process.argv.slice(2);
const location = JSON.parse(locationArg!) as DatabaseLocation;
const runId = Number(runIdArg);

const database = await openDatabase(location);
const print = (progress: unknown) => process.stdout.write(`${JSON.stringify(progress)}\n`);
// Each batch's transaction answers the run as it committed: its progress is printed at once. (A
// query of our own would wait on PGlite's one connection until the run is over.)
const transaction = database.db.transaction.bind(database.db);
database.db.transaction = (async (...args: Parameters<typeof transaction>) => {
  const result: unknown = await transaction(...args);
  if (result && typeof result === 'object' && 'done' in result && 'state' in result && 'total' in result) {
    const { state, done, total } = result as { state: string; done: number; total: number | null };
    print({ state, done, total });
  }
  return result;
}) as typeof transaction;
const deps = { db: database.db, clock: () => new Date(), marketplace: createSimulatedMarketplace() };
// The only worker on this database: a job left active was the killed process's.
const queue = await startJobQueue({
  executeSql: database.executeSql,
  driver: database.driver,
  jobs: allJobs,
  workWith: deps,
  pollingIntervalSeconds: 0.5,
  takeOverActiveJobs: true,
  onError: () => undefined,
});
const [queued] = await database.db.select({ state: runs.state, done: runs.done, total: runs.total }).from(runs).where(eq(runs.id, runId));
print(queued);
if (queued?.state === 'QUEUED') await queue.send(repriceJob.name, { runId }, { singletonKey: runJobKey(runId) });
for (;;) {
  const [run] = await database.db.select({ state: runs.state, done: runs.done, total: runs.total }).from(runs).where(eq(runs.id, runId));
  if (!run || !['QUEUED', 'RUNNING'].includes(run.state)) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await queue.stop();
await database.close();
