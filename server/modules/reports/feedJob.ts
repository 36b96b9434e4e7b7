import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { readInPages } from '../../db/readInPages';
import { priceFeedFiles, repricingResults, runs } from '../../db/schema';
import { mapInSlices } from '../../eventLoop/timeSlices';
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

interface ChangedPrice {
  sku: string;
  previousPrice: number | null;
  newPrice: number | null;
}

export async function makePriceFeed(deps: JobDeps, runId: number, signal?: AbortSignal) {
  const [run] = await deps.db.select({ sellerId: runs.sellerId, kind: runs.kind, state: runs.state }).from(runs).where(eq(runs.id, runId));
  if (!run) throw new Error(`Run ${runId} does not exist`);
  if (run.kind !== REPRICE_RUN_KIND || run.state !== 'DONE') return { runId, made: false, why: `run is ${run.kind} ${run.state}` };
  const [existing] = await deps.db.select({ id: priceFeedFiles.id }).from(priceFeedFiles).where(eq(priceFeedFiles.runId, runId));
  if (existing) return { runId, made: false, why: `feed file ${existing.id} exists` };

  // A run of 100,000 SKUs may change as many prices: read in pages (by the results' unique SKU).
  const changed = await readInPages(
    deps.db,
    (tx, after: ChangedPrice | undefined, limit) =>
      tx
        .select({ sku: repricingResults.sku, previousPrice: repricingResults.previousPrice, newPrice: repricingResults.newPrice })
        .from(repricingResults)
        .where(
          and(
            eq(repricingResults.userId, run.sellerId),
            eq(repricingResults.runId, runId),
            isNotNull(repricingResults.newPrice),
            sql`${repricingResults.newPrice} IS DISTINCT FROM ${repricingResults.previousPrice}`,
            after ? gt(repricingResults.sku, after.sku) : undefined,
          ),
        )
        .orderBy(repricingResults.sku)
        .limit(limit),
    { signal },
  );
  if (changed.length === 0) return { runId, made: false, why: 'no price changed' };

  const index = await stockIndexOf(deps, run.sellerId);
  const content = await priceFeedText(
    await mapInSlices(changed, (row) => {
      const at = index.rowOfSku.get(row.sku);
      const sku = at === undefined ? undefined : index.rows[at];
      return { sku: row.sku, previousPrice: row.previousPrice, price: row.newPrice!, minPrice: sku?.minPrice ?? null, maxPrice: sku?.maxPrice ?? null };
    }, { signal }),
    signal,
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
  ({ runId }, { deps, signal }) => makePriceFeed(deps, runId, signal),
  { policy: 'short', retryDelaySeconds: 2 },
);

/** What a finished repricing run calls: harmless when sent twice (one waiting job per run, one file per run). */
export const sendPriceFeed = (send: JobContext['send'], runId: number) =>
  send(priceFeedJob.name, { runId }, { singletonKey: `price-feed-${runId}` });
