import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { priceFeedFiles } from '../../db/schema';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import type { SkuPriceResult } from '../../marketplace/prices/priceMarketplace';
import { asSeller } from '../../marketplace/sellerScope';
import { changedPrices } from './changedPrices';
import { recordRefusals } from './priceRefusals';

/**
 * On a real marketplace, a finished run's price feed is pushed to it (marketplace.prices), once:
 *
 * - One seller's feeds go one at a time, oldest first, by one job per seller (the `stately` policy:
 *   one waiting, at most one working): a submission made after `submittingSince` and not recorded
 *   on any file is then this one's.
 * - Before sending, the file records when this attempt began (committed); after, the submission's
 *   id (committed). A crash between the two leaves the moment without an id: the next attempt asks
 *   the marketplace for submissions since then and adopts the one it finds rather than sending the
 *   prices again. A crash before the send finds none and sends. So each price goes exactly once.
 * - The marketplace processes a submission in minutes: while it does, the job comes back after
 *   POLL_SECONDS. Its per-SKU results then go to the run's results (a refused SKU's trail says why,
 *   and its price goes back to what the marketplace still has), and the file is settled.
 * - Only files made on the real marketplace (`push`) are sent: never one made on the simulator
 *   before a switch. A sweep every ten minutes sends the job again for any seller whose feed is
 *   still unsettled (the marketplace was down longer than the job's retries), so none is lost.
 */

export const POLL_SECONDS = 30;
/** A small feed is often processed within seconds: one more look after this long before handing over. */
const SECOND_LOOK_MS = 2000;

export const pricePushKey = (sellerId: number) => `price-push-${sellerId}`;

type FeedFile = typeof priceFeedFiles.$inferSelect;

async function oldestUnsettled(deps: JobDeps, sellerId: number): Promise<FeedFile | undefined> {
  const [file] = await deps.db
    .select()
    .from(priceFeedFiles)
    .where(and(eq(priceFeedFiles.sellerId, sellerId), eq(priceFeedFiles.push, true), isNull(priceFeedFiles.settledAt)))
    .orderBy(asc(priceFeedFiles.id))
    .limit(1);
  return file;
}

/**
 * Looked for this long before the attempt's start: the marketplace stamps submissions by its own
 * clock. Safe, since every earlier submission of the seller is recorded on its own file.
 */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** The submission a crashed attempt made for this file, if the marketplace has one no other file holds. */
async function submissionSentBefore(deps: JobDeps, file: FeedFile): Promise<string | null> {
  if (file.submittingSince === null) return null;
  const since = await deps.marketplace.prices.submittedSince(new Date(file.submittingSince.getTime() - CLOCK_MARGIN_MS));
  if (since.length === 0) return null;
  const recorded = await deps.db.select({ id: priceFeedFiles.submissionId }).from(priceFeedFiles).where(eq(priceFeedFiles.sellerId, file.sellerId));
  const known = new Set(recorded.map((row) => row.id));
  return since.find((id) => !known.has(id)) ?? null;
}

/** Pushes the seller's unsettled feeds in order; answers what it did, or 'waiting' when the marketplace is still at work. */
export async function pushPrices(deps: JobDeps, sellerId: number, signal?: AbortSignal, secondLookMs = SECOND_LOOK_MS): Promise<{ settled: number; waiting: boolean }> {
  let settled = 0;
  for (;;) {
    signal?.throwIfAborted();
    const file = await oldestUnsettled(deps, sellerId);
    if (!file) return { settled, waiting: false };
    const changes = (await changedPrices(deps, sellerId, file.runId, signal)).map((row) => ({ sku: row.sku, price: row.newPrice! }));
    let submissionId = file.submissionId ?? (await submissionSentBefore(deps, file));
    if (submissionId === null) {
      await deps.db.update(priceFeedFiles).set({ submittingSince: deps.clock() }).where(eq(priceFeedFiles.id, file.id));
      submissionId = await deps.marketplace.prices.submit(changes, deps.clock());
    }
    if (file.submissionId !== submissionId) await deps.db.update(priceFeedFiles).set({ submissionId }).where(eq(priceFeedFiles.id, file.id));
    let results = await deps.marketplace.prices.outcome(submissionId, changes, deps.clock());
    if (results === null) {
      await new Promise((resolve) => setTimeout(resolve, secondLookMs));
      results = await deps.marketplace.prices.outcome(submissionId, changes, deps.clock());
    }
    if (results === null) return { settled, waiting: true };
    await settle(deps, file, results);
    settled++;
  }
}

async function settle(deps: JobDeps, file: FeedFile, results: readonly SkuPriceResult[]) {
  const refused = results.filter((result): result is Extract<SkuPriceResult, { accepted: false }> => !result.accepted);
  await deps.db.transaction(async (tx) => {
    await recordRefusals(tx, file.sellerId, file.runId, refused);
    await tx
      .update(priceFeedFiles)
      .set({ settledAt: sql`now()`, refusedSkus: refused.length })
      .where(and(eq(priceFeedFiles.id, file.id), isNull(priceFeedFiles.settledAt)));
  });
}

export const pricePushJob = defineJob(
  'price-push',
  z.object({ sellerId: z.number().int().positive() }),
  ({ sellerId }, { deps, signal, send }) =>
    asSeller(sellerId, async () => {
      const pushed = await pushPrices(deps, sellerId, signal);
      if (pushed.waiting) await sendPricePush(send, sellerId, POLL_SECONDS);
      return pushed;
    }),
  // stately: one waiting and at most one working per seller, so a seller's feeds go one at a time.
  { policy: 'stately', retryDelaySeconds: 30, retryLimit: 10 },
);

/** Harmless when sent twice: one waiting job per seller, and a settled feed is never pushed again. */
export const sendPricePush = (send: JobContext['send'], sellerId: number, afterSeconds?: number) =>
  send(pricePushJob.name, { sellerId }, { singletonKey: pricePushKey(sellerId), ...(afterSeconds ? { startAfterSeconds: afterSeconds } : {}) });

/** Sends the push again for every seller with an unsettled feed: one whose job gave up is taken up again. */
export const pricePushSweepJob = defineJob(
  'price-push-sweep',
  z.object({}),
  async (_payload, { deps, send }) => {
    const sellers = await deps.db
      .selectDistinct({ sellerId: priceFeedFiles.sellerId })
      .from(priceFeedFiles)
      .where(and(eq(priceFeedFiles.push, true), isNull(priceFeedFiles.settledAt)));
    for (const { sellerId } of sellers) await sendPricePush(send, sellerId);
    return { sellers: sellers.length };
  },
  { policy: 'short', cron: '*/10 * * * *' },
);
