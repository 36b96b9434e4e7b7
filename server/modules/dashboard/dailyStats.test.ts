import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, stateOfCode, type ProductKey, type ResultCode, type RunOutcome, type SubscriptionStatus } from '../../../src/contract';
import type { DailyPricingStats } from '../../../src/contract/dashboard';
import { repricingResults, runs, users, type RunState } from '../../db/schema';
import { derivedStockOf, newStockSeller } from '../../testing/stock';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { sellerDay } from './dayRange';

const api = sellerApi.dashboard;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stats = (seller: SellerAuth, query: Record<string, string | number> = {}) =>
  server.call<DailyPricingStats>(api.dailyStats, { query }, { auth: seller });

interface PricedSeed {
  at: string;
  previous: number | null;
  next: number | null;
  outcome?: RunOutcome;
  code?: ResultCode;
}

/**
 * A repricing run of the seller (ended unless told otherwise) and its results, priced at the given
 * instants, as the run's job writes them. Answers the run's id.
 */
async function writeResults(seller: SellerAuth, seeds: PricedSeed[], state: RunState = 'DONE') {
  const times = seeds.map((seed) => Date.parse(seed.at));
  const [run] = await server.db
    .insert(runs)
    .values({ sellerId: seller.userId, kind: 'REPRICE', state, createdAt: new Date(Math.min(...times) - 60_000), finishedAt: state === 'RUNNING' ? null : new Date(Math.max(...times)) })
    .returning({ id: runs.id });
  const runId = run!.id;
  await addResults(seller, runId, seeds);
  return runId;
}

async function addResults(seller: SellerAuth, runId: number, seeds: PricedSeed[]) {
  await server.db.insert(repricingResults).values(
    seeds.map((seed, index) => ({
      runId,
      userId: seller.userId,
      sku: `SKU-${runId}-${index}-${Math.random().toString(36).slice(2, 8)}`,
      asin: '0000000000',
      title: `Book ${index}`,
      groupType: 'FBA_USED',
      state: stateOfCode(seed.code ?? 'SUCCESS'),
      code: seed.code ?? 'SUCCESS',
      outcome: seed.outcome ?? 'SUCCESS',
      previousPrice: seed.previous,
      newPrice: seed.next,
      pricedAt: new Date(seed.at),
    })),
  );
}

const repricer = () => server.newSeller([['REPRICER', 'ACTIVE']]);

/** Two days of results: the 10th late in the evening (UTC), the 11th in the morning. */
async function sellerWithResults() {
  const seller = await repricer();
  await writeResults(seller, [
    { at: '2026-03-10T08:00:00Z', previous: 1500, next: 1600 },
    { at: '2026-03-10T09:00:00Z', previous: 1500, next: 1400 },
    { at: '2026-03-10T10:00:00Z', previous: 1500, next: 1450 },
    { at: '2026-03-10T23:30:00Z', previous: 1500, next: 1500, code: 'BUY_BOX_ALREADY_OWN' },
  ]);
  await writeResults(seller, [
    { at: '2026-03-11T07:00:00Z', previous: 1600, next: 1700 },
    { at: '2026-03-11T07:05:00Z', previous: 1400, next: null, outcome: 'FAILURE', code: 'INTERNAL_ERROR' },
    { at: '2026-03-11T07:10:00Z', previous: 1450, next: 1450, outcome: 'INVALID_RULE', code: 'INTERNAL_ERROR' },
    { at: '2026-03-11T07:15:00Z', previous: null, next: null, code: 'NO_OFFERS' },
  ]);
  return seller;
}

describe('repricing per day', () => {
  it('counts each day’s results as raised, lowered, unchanged or failed, every day of the range there', async () => {
    const seller = await sellerWithResults();
    const reply = dataOf(await stats(seller, { from: '2026-03-09', to: '2026-03-12' }));
    expect(reply).toMatchObject({ from: '2026-03-09', to: '2026-03-12' });
    expect(reply.repricing).toEqual([
      { date: '2026-03-09', raised: 0, lowered: 0, unchanged: 0, failed: 0 },
      { date: '2026-03-10', raised: 1, lowered: 2, unchanged: 1, failed: 0 },
      { date: '2026-03-11', raised: 1, lowered: 0, unchanged: 1, failed: 2 },
      { date: '2026-03-12', raised: 0, lowered: 0, unchanged: 0, failed: 0 },
    ]);
  });

  it('counts days on the seller’s clock: an hour east of UTC, 23:30 UTC is the next day', async () => {
    const seller = await sellerWithResults();
    const east = dataOf(await stats(seller, { from: '2026-03-10', to: '2026-03-11', tzOffset: 60 })).repricing!;
    expect(east).toEqual([
      { date: '2026-03-10', raised: 1, lowered: 2, unchanged: 0, failed: 0 },
      { date: '2026-03-11', raised: 1, lowered: 0, unchanged: 2, failed: 2 },
    ]);
    // Eight hours west, the 11th's early results fall on the 10th, and the 10th's 08:00 at its first minute.
    const west = dataOf(await stats(seller, { from: '2026-03-10', to: '2026-03-10', tzOffset: -480 })).repricing!;
    expect(west).toEqual([{ date: '2026-03-10', raised: 2, lowered: 2, unchanged: 2, failed: 2 }]);
    const westBefore = dataOf(await stats(seller, { from: '2026-03-09', to: '2026-03-09', tzOffset: -481 })).repricing!;
    expect(westBefore).toEqual([{ date: '2026-03-09', raised: 1, lowered: 0, unchanged: 0, failed: 0 }]);
  });

  it('covers the last 30 days up to today on the seller’s clock by default', async () => {
    const seller = await repricer();
    await writeResults(seller, [{ at: server.clock().toISOString(), previous: 1000, next: 900 }]);
    const reply = dataOf(await stats(seller));
    const today = new Date(sellerDay(server.clock(), 0) * 86_400_000).toISOString().slice(0, 10);
    expect(reply.to).toBe(today);
    expect(reply.repricing).toHaveLength(30);
    expect(reply.repricing![0]!.date).toBe(reply.from);
    expect(reply.repricing!.at(-1)).toEqual({ date: today, raised: 0, lowered: 1, unchanged: 0, failed: 0 });
    // Only `from`: up to today.
    const fromOnly = dataOf(await stats(seller, { from: reply.repricing![20]!.date }));
    expect(fromOnly.repricing).toHaveLength(10);
    expect(fromOnly.to).toBe(today);
  });

  it('counts a run still going as far as it has got, and adds up several runs of a day', async () => {
    const seller = await repricer();
    const day = { from: '2026-03-10', to: '2026-03-10' };
    await writeResults(seller, [{ at: '2026-03-10T06:00:00Z', previous: 1500, next: 1400 }]);
    const going = await writeResults(seller, [{ at: '2026-03-10T12:00:00Z', previous: 1500, next: 1600 }], 'RUNNING');
    expect(dataOf(await stats(seller, day)).repricing).toEqual([{ date: '2026-03-10', raised: 1, lowered: 1, unchanged: 0, failed: 0 }]);
    await addResults(seller, going, [{ at: '2026-03-10T12:01:00Z', previous: 1500, next: 1700 }]);
    await server.db.update(runs).set({ state: 'DONE', finishedAt: new Date('2026-03-10T12:02:00Z') }).where(eq(runs.id, going));
    expect(dataOf(await stats(seller, day)).repricing).toEqual([{ date: '2026-03-10', raised: 2, lowered: 1, unchanged: 0, failed: 0 }]);
  });

  it('never counts another seller’s results', async () => {
    await sellerWithResults();
    const stranger = await repricer();
    const reply = dataOf(await stats(stranger, { from: '2026-03-10', to: '2026-03-11' }));
    expect(reply.repricing).toEqual([
      { date: '2026-03-10', raised: 0, lowered: 0, unchanged: 0, failed: 0 },
      { date: '2026-03-11', raised: 0, lowered: 0, unchanged: 0, failed: 0 },
    ]);
  });

  it('sends no repricing figures while the Repricer is not usable, and still answers', async () => {
    const seller = await sellerWithResults();
    const withRepricer = dataOf(await stats(seller, { from: '2026-03-10', to: '2026-03-10' }));
    expect(withRepricer.repricing).toHaveLength(1);
    const others: [ProductKey, SubscriptionStatus][][] = [[], [['REPRICER', 'FROZEN']], [['MY_PRICER', 'ACTIVE']]];
    for (const products of others) {
      const other = await server.newSeller(products);
      expect(dataOf(await stats(other, { from: '2026-03-10', to: '2026-03-10' })).repricing).toBeNull();
    }
  });
});

describe('the range asked for', () => {
  it('refuses dates that are not dates, a range backwards or longer than 92 days, and a clock off the globe, naming the field', async () => {
    const seller = await repricer();
    expect(fieldError(await stats(seller, { from: 'yesterday' }), 'from')).toContain('2026-01-31');
    fieldError(await stats(seller, { to: '2026-02-30' }), 'to');
    fieldError(await stats(seller, { from: '2026-03-10T00:00:00Z' }), 'from');
    expect(fieldError(await stats(seller, { from: '2026-03-11', to: '2026-03-10' }), 'from')).toContain('after to');
    expect(fieldError(await stats(seller, { from: '2026-01-01', to: '2026-04-03' }), 'from')).toContain('92 days');
    fieldError(await stats(seller, { from: '1999-01-01' }), 'from');
    fieldError(await stats(seller, { tzOffset: 900 }), 'tzOffset');
    fieldError(await stats(seller, { tzOffset: -721 }), 'tzOffset');
    fieldError(await stats(seller, { tzOffset: 'UTC' }), 'tzOffset');
    fieldError(await stats(seller, { tzOffset: 1.5 }), 'tzOffset');
    // 92 days is the most, and fine.
    expect(dataOf(await stats(seller, { from: '2026-01-01', to: '2026-04-02' })).repricing).toHaveLength(92);
  });

  it('needs a signed-in seller', async () => {
    expect(apiError(await server.call(api.dailyStats, { query: {} }, { auth: null })).status).toBe(401);
  });
});

describe('sales per day', () => {
  it('counts the SKUs whose latest sale fell on each day, sold-out ones included', async () => {
    const { seller, marketplaceSellerId } = await newStockSeller(server);
    const derived = await derivedStockOf(marketplaceSellerId);
    const reply = dataOf(await stats(seller, { tzOffset: 0 }));
    const today = sellerDay(server.clock(), 0);
    const expected = reply.sales!.map(({ date }) => {
      const ago = today - Date.parse(`${date}T00:00:00Z`) / 86_400_000;
      return { date, skusSold: derived.filter((sku) => sku.soldDays === ago).length };
    });
    expect(reply.sales).toEqual(expected);
    expect(reply.sales!.reduce((sum, day) => sum + day.skusSold, 0)).toBeGreaterThan(0);
    // The figures hold SKUs with no unit left: some of those sold within the range.
    const soldOut = derived.filter((sku) => sku.activeQty + sku.inboundQty + sku.reservedQty === 0 && sku.soldDays !== null && sku.soldDays < 30);
    expect(soldOut.length).toBeGreaterThan(0);
  });

  it('shows a seller no one else’s sales: without stock of their own every day is zero', async () => {
    await newStockSeller(server);
    const stranger = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
    expect(dataOf(await stats(stranger)).sales!.every((day) => day.skusSold === 0)).toBe(true);
  });

  it('sends no sales figures for an account that hides them, whatever else it may see', async () => {
    const { seller } = await newStockSeller(server);
    await server.db.update(users).set({ hideSalesData: true }).where(eq(users.id, seller.userId));
    const reply = await stats(seller);
    expect(dataOf(reply).sales).toBeNull();
    expect(JSON.stringify(reply.body)).not.toContain('skusSold');
  });
});
