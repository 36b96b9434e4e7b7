import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { priceFeedFiles, runs } from '../../db/schema';
import { mapInSlices } from '../../eventLoop/timeSlices';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import { REPRICE_RUN_KIND } from '../repricer/run/summary';
import { stockIndexOf } from '../stock/stockSource';
import { changedPrices } from './changedPrices';
import { priceFeedText } from './feedFile';
import { sendPricePush } from './pricePush';

/**
 * The price-feed job, sent when a repricing run ends DONE: one feed file for the run, listing the
 * SKUs whose price it changed (its results whose new price differs from the previous one, as the
 * run applied them), by SKU. A run that changed no price makes no file. Idempotent: a run that has
 * its file already is left alone, and the unique run id keeps two workers from making two.
 */

export async function makePriceFeed(deps: JobDeps, runId: number, signal?: AbortSignal) {
  const [run] = await deps.db.select({ sellerId: runs.sellerId, kind: runs.kind, state: runs.state }).from(runs).where(eq(runs.id, runId));
  if (!run) throw new Error(`Run ${runId} does not exist`);
  if (run.kind !== REPRICE_RUN_KIND || run.state !== 'DONE') return { runId, made: false, why: `run is ${run.kind} ${run.state}` };
  const [existing] = await deps.db.select({ id: priceFeedFiles.id }).from(priceFeedFiles).where(eq(priceFeedFiles.runId, runId));
  if (existing) return { runId, sellerId: run.sellerId, made: false, why: `feed file ${existing.id} exists` };

  const changed = await changedPrices(deps, run.sellerId, runId, signal);
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
    .values({ sellerId: run.sellerId, runId, rows: changed.length, content, push: deps.marketplace.remote })
    .onConflictDoNothing({ target: priceFeedFiles.runId })
    .returning({ id: priceFeedFiles.id });
  return { runId, sellerId: run.sellerId, made: made !== undefined, rows: changed.length };
}

export const priceFeedJob = defineJob(
  'price-feed',
  z.object({ runId: z.number().int().positive() }),
  async ({ runId }, { deps, signal, send }) => {
    const made = await makePriceFeed(deps, runId, signal);
    // A real marketplace takes the file itself: push it (also when an earlier attempt made the file).
    if (deps.marketplace.remote && made.sellerId !== undefined) await sendPricePush(send, made.sellerId);
    return made;
  },
  { policy: 'short', retryDelaySeconds: 2 },
);

/** What a finished repricing run calls: harmless when sent twice (one waiting job per run, one file per run). */
export const sendPriceFeed = (send: JobContext['send'], runId: number) =>
  send(priceFeedJob.name, { runId }, { singletonKey: `price-feed-${runId}` });
