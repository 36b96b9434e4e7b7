import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { priceFeedFiles, priceHistory, repricingResults, runs, stockOverrides } from '../../db/schema';
import type { JobDeps } from '../../jobs/defineJob';
import type { PriceMarketplace } from '../../marketplace/prices/priceMarketplace';
import { asSeller } from '../../marketplace/sellerScope';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { insertSeller } from '../../testing/spApi';
import { openTestDatabase } from '../../testing/testDatabase';
import { allJobs } from '../../allJobs';
import { pricePushSweepJob, pushPrices } from './pricePush';

/**
 * Pushing a finished run's prices to a real marketplace: each feed exactly once, even when the
 * process dies between sending it and recording its id; a refused SKU's trail says why.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A seller with a DONE run that changed the prices of `skus` (from 1000 to 1500 cents), and its feed file. */
async function finishedRun(skus: string[]) {
  const db = database.db;
  const sellerId = await insertSeller(db, `APUSH${Date.now()}`);
  const [run] = await db.insert(runs).values({ sellerId, kind: 'REPRICE', state: 'DONE' }).returning();
  await db.insert(repricingResults).values(
    skus.map((sku) => ({ runId: run!.id, userId: sellerId, sku, asin: '0306406152', title: 'A book', groupType: 'FBA_USED', state: 'SUCCESS', code: 'PRICE_CHANGED', outcome: 'CHANGED', previousPrice: 1000, newPrice: 1500, trail: { lines: [] } })),
  );
  await db.insert(stockOverrides).values(skus.map((sku) => ({ sellerId, sku, price: 1500 })));
  await db.insert(priceFeedFiles).values({ sellerId, runId: run!.id, rows: skus.length, content: 'file', push: true });
  return { sellerId, runId: run!.id };
}

/** The simulator's prices, counting what it is sent; `crashOnce` makes the first submission die after it went out. */
function countingMarketplace(options: { crashOnce?: boolean; refuse?: string; busyLooks?: number } = {}) {
  const simulator = createSimulatedMarketplace({ catalogSize: 100 });
  const sent: string[][] = [];
  let crash = options.crashOnce ?? false;
  let busy = options.busyLooks ?? 0;
  const prices: PriceMarketplace = {
    ...simulator.prices,
    async submit(changes, at) {
      sent.push(changes.map((change) => change.sku));
      const id = await simulator.prices.submit(changes, at);
      if (crash) {
        crash = false;
        throw new Error('the process died before it recorded the submission');
      }
      return id;
    },
    async outcome(id, changes, at) {
      if (busy-- > 0) return null;
      const results = await simulator.prices.outcome(id, changes, at);
      return results && results.map((result) => (result.sku === options.refuse ? { sku: result.sku, accepted: false, reason: 'The price is outside the allowed range. (8560)' } : result));
    },
  };
  const deps: JobDeps = { db: database.db, clock: () => new Date(), marketplace: { ...simulator, prices } };
  return { deps, sent };
}

describe('pushing a run’s prices to the marketplace', () => {
  it('sends a feed once when the process dies between sending it and recording its id', async () => {
    const { sellerId, runId } = await finishedRun(['A-1', 'A-2']);
    const { deps, sent } = countingMarketplace({ crashOnce: true });
    await expect(asSeller(sellerId, () => pushPrices(deps, sellerId))).rejects.toThrow('died');
    expect(await asSeller(sellerId, () => pushPrices(deps, sellerId))).toEqual({ settled: 1, waiting: false });
    expect(sent).toEqual([['A-1', 'A-2']]);
    const [file] = await database.db.select().from(priceFeedFiles).where(eq(priceFeedFiles.runId, runId));
    expect(file).toMatchObject({ submissionId: expect.any(String), refusedSkus: 0, settledAt: expect.any(Date) });
    // Settled: a later push sends nothing.
    expect(await asSeller(sellerId, () => pushPrices(deps, sellerId))).toEqual({ settled: 0, waiting: false });
    expect(sent).toHaveLength(1);
  });

  it('never sends a file made on the simulator (kept for the seller to upload)', async () => {
    const { sellerId, runId } = await finishedRun(['S-1']);
    await database.db.update(priceFeedFiles).set({ push: false }).where(eq(priceFeedFiles.runId, runId));
    const { deps, sent } = countingMarketplace();
    expect(await asSeller(sellerId, () => pushPrices(deps, sellerId))).toEqual({ settled: 0, waiting: false });
    expect(sent).toEqual([]);
  });

  it('waits while the marketplace processes the feed, without sending it again', async () => {
    const { sellerId } = await finishedRun(['W-1']);
    const { deps, sent } = countingMarketplace({ busyLooks: 2 });
    expect(await asSeller(sellerId, () => pushPrices(deps, sellerId, undefined, 0))).toEqual({ settled: 0, waiting: true });
    expect(await asSeller(sellerId, () => pushPrices(deps, sellerId, undefined, 0))).toEqual({ settled: 1, waiting: false });
    expect(sent).toHaveLength(1);
  });

  it("puts the marketplace's refusal in the SKU's trail and gives the SKU back the price the marketplace has", async () => {
    const { sellerId, runId } = await finishedRun(['R-1', 'R-2']);
    const { deps } = countingMarketplace({ refuse: 'R-2' });
    await asSeller(sellerId, () => pushPrices(deps, sellerId));
    const results = await database.db.select().from(repricingResults).where(and(eq(repricingResults.runId, runId), eq(repricingResults.userId, sellerId))).orderBy(repricingResults.sku);
    expect(results.map((row) => row.trail)).toEqual([{ lines: [] }, { lines: [], marketplace: { refused: 'The price is outside the allowed range. (8560)' } }]);
    const overrides = await database.db.select().from(stockOverrides).where(eq(stockOverrides.sellerId, sellerId)).orderBy(stockOverrides.sku);
    expect(overrides.map((row) => [row.sku, row.price])).toEqual([
      ['R-1', 1500],
      ['R-2', 1000],
    ]);
    expect(await database.db.select({ sku: priceHistory.sku, price: priceHistory.price }).from(priceHistory).where(eq(priceHistory.sellerId, sellerId))).toEqual([{ sku: 'R-2', price: 1000 }]);
    const [file] = await database.db.select().from(priceFeedFiles).where(eq(priceFeedFiles.runId, runId));
    expect(file?.refusedSkus).toBe(1);
  });

  it('takes up again every seller whose pushed feed is unsettled, from the queue’s schedule', async () => {
    const { sellerId } = await finishedRun(['G-1']);
    const { deps } = countingMarketplace();
    const sent: unknown[] = [];
    const send = async (name: string, payload: unknown) => (sent.push([name, payload]), 'job');
    await pricePushSweepJob.handler({}, { deps, send, signal: new AbortController().signal, jobId: 'sweep', retryCount: 0, retryLimit: 0 } as never);
    expect(sent).toContainEqual(['price-push', { sellerId }]);
    expect(allJobs.map((job) => job.name)).toContain(pricePushSweepJob.name);
    expect(pricePushSweepJob.settings.cron).toBe('*/10 * * * *');
  });
});
