import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { priceFeedFiles, repricingResults, runs } from '../../db/schema';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import { REPRICE_RUN_KIND } from '../repricer/run/summary';
import { stockIndexOf } from '../stock/stockSource';
import { priceFeedText } from './feedFile';

/**
 * The price-feed job, sent when a repricing run ends DONE: one feed file for the run, listing the
 * SKUs whose price it changed (its results whose new price differs from the previous one, as the
 * run applied them), by SKU. A run that changed no price makes no file. Idempotent: a run that has
 * its file already is left alone, and the unique run id keeps two workers from making two.
 */

export async function makePriceFeed(deps: JobDeps, runId: number) {
  const [run] = await deps.db.select({ sellerId: runs.sellerId, kind: runs.kind, state: runs.state }).from(runs).where(eq(runs.id, runId));
  if (!run) throw new Error(`Run ${runId} does not exist`);
  if (run.kind !== REPRICE_RUN_KIND || run.state !== 'DONE') return { runId, made: false, why: `run is ${run.kind} ${run.state}` };
  const [existing] = await deps.db.select({ id: priceFeedFiles.id }).from(priceFeedFiles).where(eq(priceFeedFiles.runId, runId));
  if (existing) return { runId, made: false, why: `feed file ${existing.id} exists` };

  const changed = await deps.db
    .select({ sku: repricingResults.sku, previousPrice: repricingResults.previousPrice, newPrice: repricingResults.newPrice })
    .from(repricingResults)
    .where(
      and(
        eq(repricingResults.userId, run.sellerId),
        eq(repricingResults.runId, runId),
        isNotNull(repricingResults.newPrice),
        sql`${repricingResults.newPrice} IS DISTINCT FROM ${repricingResults.previousPrice}`,
      ),
    )
    .orderBy(repricingResults.sku);
  if (changed.length === 0) return { runId, made: false, why: 'no price changed' };

  const index = await stockIndexOf(deps, run.sellerId);
  const content = priceFeedText(
    changed.map((row) => {
      const at = index.rowOfSku.get(row.sku);
      const sku = at === undefined ? undefined : index.rows[at];
      return { sku: row.sku, previousPrice: row.previousPrice, price: row.newPrice!, minPrice: sku?.minPrice ?? null, maxPrice: sku?.maxPrice ?? null };
    }),
  );
  const [made] = await deps.db
    .insert(priceFeedFiles)
    .values({ sellerId: run.sellerId, runId, rows: changed.length, content })
    .onConflictDoNothing({ target: priceFeedFiles.runId })
    .returning({ id: priceFeedFiles.id });
  return { runId, made: made !== undefined, rows: changed.length };
}

export const priceFeedJob = defineJob(
  'price-feed',
  z.object({ runId: z.number().int().positive() }),
  ({ runId }, { deps }) => makePriceFeed(deps, runId),
  { policy: 'short', retryDelaySeconds: 2 },
);

/** What a finished repricing run calls: harmless when sent twice (one waiting job per run, one file per run). */
export const sendPriceFeed = (send: JobContext['send'], runId: number) =>
  send(priceFeedJob.name, { runId }, { singletonKey: `price-feed-${runId}` });
