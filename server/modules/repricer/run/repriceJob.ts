import { eq, sql } from 'drizzle-orm';
import { checkRun } from '../../../../src/contract/repricer/engine/circuitBreaker';
import type { Executor } from '../../../db/database';
import { runs } from '../../../db/schema';
import type { JobDeps } from '../../../jobs/defineJob';
import type { Run } from '../../../jobs/processInBatches';
import { defineRunJob } from '../../../jobs/runJob';
import { sendPriceFeed } from '../../reports/feedJob';
import { applyPricedBatch } from './applyBatch';
import { loadRunInputs, priceFrom, type PricedSku } from './plan';
import { dropKeptOffers, gatherRunOffers, keptOffers } from './runOffers';
import { recordStockProfile } from './stockProfile';
import { summaryOf, type RepricerRunSummary } from './summary';
import { requestsComing } from '../../../eventLoop/requestActivity';

/**
 * The repricing run as a job. Each attempt prices in memory (phase 1) the SKUs from the run's
 * cursor on, with the market of the run's marketAt, then applies them in batches (phase 2,
 * processInBatches). A resumed attempt therefore prices the SKUs it has left exactly as an
 * uninterrupted run would have: same stock (their prices were not changed yet), same market.
 *
 * The circuit breaker is checked over the whole run before anything is applied, i.e. only while
 * the cursor is at the start. When it trips the run ends PAUSED with its figures and writes no
 * result and no price: the results screens keep showing the last run that did change prices, and
 * the seller, told why, may change the settings and start again.
 */

/** The most SKUs a batch writes; batches are sized to take about REPRICE_BATCH_MS. */
export const REPRICE_BATCH_SIZE = 2000;
/**
 * A batch holds the database while it writes: short batches keep other sellers' requests quick
 * (p99 55–63 ms beside a 100,000-SKU run with 20 ms batches, 21–41 ms with 10 ms), longer ones
 * write a run sooner when nobody waits (9.0 s against 10.5–13.2 s alone).
 */
export const REPRICE_BATCH_MS = { requestsComing: 10, quiet: 20 };

const mergeSummary = (db: Executor, runId: number, patch: Partial<RepricerRunSummary>) =>
  db.update(runs).set({ summary: sql`coalesce(${runs.summary}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` }).where(eq(runs.id, runId));

/** Phase 1 from `from`; null when the circuit breaker paused the run. */
async function plan(deps: JobDeps, run: Run, from: number, signal: AbortSignal): Promise<PricedSku[] | null> {
  const started = performance.now();
  const inputs = await loadRunInputs(deps, run.sellerId, signal);
  // On a real marketplace the offers were fetched and kept before (prepare, below).
  const kept = deps.marketplace.remote ? keptOffers(deps.db, run.id, inputs.skus, from) : undefined;
  const priced = await priceFrom(deps, inputs, from, new Date(summaryOf(run).marketAt), signal, kept);
  const priceMs = Math.round(performance.now() - started);
  if (from === 0) {
    const check = checkRun(priced.map((item) => item.decision), inputs.settings.circuitBreaker);
    if (check.tripped) {
      const circuitBreaker = {
        sharePercent: Math.round(check.share * 1000) / 10,
        maxSharePercent: inputs.settings.circuitBreaker.maxSharePercent,
        dropPercent: check.dropPercent,
        sharpDrops: check.dropping,
      };
      await deps.db
        .update(runs)
        .set({
          state: 'PAUSED',
          total: inputs.skus.length,
          finishedAt: sql`now()`,
          summary: sql`coalesce(${runs.summary}, '{}'::jsonb) || ${JSON.stringify({ circuitBreaker, priceMs })}::jsonb`,
        })
        .where(eq(runs.id, run.id));
      return null;
    }
  }
  await deps.db.update(runs).set({ total: inputs.skus.length }).where(eq(runs.id, run.id));
  await mergeSummary(deps.db, run.id, { priceMs });
  return priced;
}

export const repriceJob = defineRunJob(
  'reprice',
  (run, deps, signal) => {
    let planned: { from: number; priced: PricedSku[] | null } | undefined;
    return {
      batchSize: REPRICE_BATCH_SIZE,
      batchMs: () => (requestsComing() ? REPRICE_BATCH_MS.requestsComing : REPRICE_BATCH_MS.quiet),
      async loadBatch(cursor, limit) {
        const position = Number(cursor ?? 0);
        planned ??= { from: position, priced: await plan(deps, run, position, signal) };
        // Paused: no items, and processInBatches finds the run no longer RUNNING.
        if (planned.priced === null) return [];
        return planned.priced.slice(position - planned.from, position - planned.from + limit);
      },
      async applyBatch(tx, items) {
        await applyPricedBatch(tx, run.id, run.sellerId, items);
        return String(items.at(-1)!.position + 1);
      },
      // The admin users list's percentages follow each finished run, in the transaction that ends it.
      async summarize(tx, done) {
        await recordStockProfile(tx, done);
        await dropKeptOffers(tx, done.id);
        return done.summary;
      },
    };
  },
  // A killed worker's run is picked up again within seconds; a run of 100,000 SKUs takes well under a minute.
  { retryDelaySeconds: 1, expireInSeconds: 15 * 60 },
  {
    // On a real marketplace, the offers are fetched first, a few minutes an attempt (runOffers.ts).
    prepare: (run, { deps, signal }) => (deps.marketplace.remote ? gatherRunOffers(deps, run, signal) : Promise.resolve('ready')),
    // A finished run's changed prices become a feed file for the marketplace (none when none changed).
    afterDone: (run, { send }) => sendPriceFeed(send, run.id),
  },
);
