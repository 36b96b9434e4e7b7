/**
 * `repricer run`: a real repricing run through the job queue for the 100,000-SKU bench seller, on a
 * PGlite database of its own prepared as the test template is (migrated, queue installed, seeded),
 * with every group switched on and the circuit breaker off so that the whole stock is applied.
 * Prints the wall time from the job's send to DONE, and its split: phase 1 (stock, offers and the
 * engine, in memory) and phase 2 (the batches' writes, with the queue's pick-up).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_REPRICER_SETTINGS } from '../../src/contract/repricer/settings';
import { defaultConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { repricerSettings, runs, users } from '../../server/db/schema';
import { startJobQueue } from '../../server/jobs/jobQueue';
import { runJobKey } from '../../server/jobs/runJob';
import { createSimulatedMarketplace } from '../../server/marketplace/simulator';
import { allJobs } from '../../server/allJobs';
import { repriceJob } from '../../server/modules/repricer/run/repriceJob';
import { insertRepricerRun } from '../../server/modules/repricer/run/runService';
import type { RepricerRunSummary } from '../../server/modules/repricer/run/summary';
import { activateGroups } from '../../server/testing/repricerRun';

/** The bench seller with every group switched on and the circuit breaker off, so that a run applies the whole stock. */
export async function prepareBenchSeller(db: Database): Promise<number> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.bench.email));
  const sellerId = seller!.id;
  await activateGroups(db, sellerId);
  const { excludedSellers: _none, ...settings } = DEFAULT_REPRICER_SETTINGS;
  await db.insert(repricerSettings).values({ userId: sellerId, settings: { ...settings, circuitBreaker: { ...settings.circuitBreaker, enabled: false } } });
  return sellerId;
}

export async function measureRepricerRun(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-reprice-'));
  const database = await prepareDatabase({ driver: 'pglite', dataDir });
  const deps = {
    db: database.db,
    clock: () => new Date(),
    marketplace: createSimulatedMarketplace({ catalogSize: defaultConfig().catalogSize }),
  };
  const queue = await startJobQueue({ executeSql: database.executeSql, driver: database.driver, jobs: allJobs, workWith: deps, pollingIntervalSeconds: 0.5 });
  try {
    const sellerId = await prepareBenchSeller(database.db);
    const run = await insertRepricerRun(database.db, sellerId, new Date());
    const started = performance.now();
    await queue.send(repriceJob.name, { runId: run.id }, { singletonKey: runJobKey(run.id) });
    let ended = run;
    while (ended.state === 'QUEUED' || ended.state === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [now] = await database.db.select().from(runs).where(eq(runs.id, run.id));
      if (!now) throw new Error('the run disappeared');
      ended = now;
    }
    const seconds = (performance.now() - started) / 1000;
    if (ended.state !== 'DONE') throw new Error(`the bench run ended ${ended.state}: ${ended.error ?? ''}`);
    const summary = ended.summary as RepricerRunSummary;
    const price = (summary.priceMs ?? 0) / 1000;
    const counts = Object.entries(summary.counts).map(([state, count]) => `${state} ${count}`).join(', ');
    return [
      `repricer run: ${ended.done.toLocaleString('en-US')} SKUs in ${seconds.toFixed(1)} s (pglite)`,
      `  (price ${price.toFixed(1)} s, write ${(seconds - price).toFixed(1)} s; ${counts})`,
    ];
  } finally {
    await queue.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
