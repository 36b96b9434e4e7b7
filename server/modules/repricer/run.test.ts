import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, groupTypeOf, sellerApi, type RepricerRun, type StockDetail } from '../../../src/contract';
import { priceSku } from '../../../src/contract/repricer/engine/priceSku';
import { DEFAULT_REPRICER_SETTINGS } from '../../../src/contract/repricer/settings';
import { priceHistory, repricerSettings, stockOverrides } from '../../db/schema';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { expectProductGuarded } from '../../testing/guards';
import { newRunSeller, resultsOfRun, runToEnd, switchOffCircuitBreaker } from '../../testing/repricerRun';
import { derivedStockOf } from '../../testing/stock';
import { apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';
import { defaultSection } from './defaults';

const runsApi = sellerApi.repricerRuns;
const SIZE = 400;
let server: TestServer;
let idle: TestServer;

beforeAll(async () => {
  [server, idle] = await Promise.all([startTestServer({}, { jobs: 'work' }), startTestServer({}, { jobs: 'send' })]);
});
afterAll(() => Promise.all([server.close(), idle.close()]));

const noBreaker = (userId: number) => switchOffCircuitBreaker(server.db, userId);

describe('repricing runs', () => {
  it('prices every SKU of the active groups once, as priceSku decides, and applies the changed prices', async () => {
    const { seller, marketplaceSellerId } = await newRunSeller(server, SIZE, ['FBA_USED', 'MFN_USED', 'FBA_NEW', 'MFN_NEW']);
    await noBreaker(seller.userId);
    const run = await runToEnd(server, seller);
    const stock = await derivedStockOf(marketplaceSellerId);
    const priced = stock.filter((sku) => sku.condition !== 'collectible');
    expect(stock.length).toBeGreaterThan(priced.length); // a group left inactive: its SKUs are left out
    expect(run).toMatchObject({ state: 'DONE', total: priced.length, done: priced.length, circuitBreaker: null, error: null });
    expect(Object.values(run.counts).reduce((sum, count) => sum + count, 0)).toBe(priced.length);

    const results = await resultsOfRun(server.db, seller.userId, run.id);
    expect(results).toHaveLength(priced.length);
    const marketplace = createSimulatedMarketplace({ catalogSize: server.config.catalogSize });
    const started = (await server.db.query.runs.findFirst({ where: (runs, { eq: is }) => is(runs.id, run.id) }))!;
    const marketAt = new Date((started.summary as { marketAt: string }).marketAt);
    const bySku = new Map(results.map((row) => [row.sku, row]));
    for (const sku of priced) {
      const offers = await marketplace.offersFor(sku.asin, marketAt, sku.condition);
      const settings = { ...DEFAULT_REPRICER_SETTINGS, circuitBreaker: { enabled: false, maxSharePercent: 20, dropPercent: 30 } };
      const decision = priceSku({ sku, offers, section: defaultSection(groupTypeOf(sku.channel, sku.condition)), settings, sellerId: marketplaceSellerId });
      expect(bySku.get(sku.sku), sku.sku).toMatchObject({ state: decision.state, code: decision.code, previousPrice: sku.price, newPrice: decision.newPrice });
    }

    const changed = results.filter((row) => row.newPrice !== row.previousPrice);
    expect(changed.length).toBeGreaterThan(0);
    const overrides = await server.db.select().from(stockOverrides).where(eq(stockOverrides.sellerId, seller.userId));
    expect(new Map(overrides.map((row) => [row.sku, row.price]))).toEqual(new Map(changed.map((row) => [row.sku, row.newPrice])));
    const history = await server.db.select().from(priceHistory).where(and(eq(priceHistory.sellerId, seller.userId), eq(priceHistory.source, 'REPRICER')));
    expect(history).toHaveLength(changed.length);

    // The stock manager shows the new prices, and the results calls read the run.
    const one = changed[0]!;
    const detail = dataOf(await server.call<StockDetail>(sellerApi.stock.detail, { params: { sku: one.sku } }, { auth: seller }));
    expect(detail.sku.price).toBe(one.newPrice);
    const search = dataOf(await server.call<{ total: number; runId: number }>(sellerApi.repricer.searchResults, {}, { auth: seller }));
    expect(search).toMatchObject({ total: priced.length, runId: run.id });
    const summary = dataOf(await server.call<{ groupType: string; runId: number | null; counts: Record<string, number> }[]>(sellerApi.repricer.summary, {}, { auth: seller }));
    const fbaUsed = summary.find((group) => group.groupType === 'FBA_USED')!;
    expect(fbaUsed.runId).toBe(run.id);
    expect(Object.values(fbaUsed.counts).reduce((sum, count) => sum + count, 0)).toBe(priced.filter((sku) => groupTypeOf(sku.channel, sku.condition) === 'FBA_USED').length);
    expect(dataOf(await server.call<RepricerRun>(runsApi.latest, {}, { auth: seller })).id).toBe(run.id);
  });

  it('pauses before changing any price when the circuit breaker trips', async () => {
    const { seller } = await newRunSeller(server, SIZE);
    await server.db.insert(repricerSettings).values({
      userId: seller.userId,
      settings: { ...DEFAULT_REPRICER_SETTINGS, excludedSellers: undefined, circuitBreaker: { enabled: true, maxSharePercent: 0, dropPercent: 0 } },
    });
    const run = await runToEnd(server, seller);
    expect(run).toMatchObject({ state: 'PAUSED', total: SIZE, done: 0, counts: {}, error: null });
    expect(run.circuitBreaker).toMatchObject({ maxSharePercent: 0, dropPercent: 0 });
    expect(run.circuitBreaker!.sharpDrops).toBeGreaterThan(0);
    expect(run.circuitBreaker!.sharePercent).toBeGreaterThan(0);
    expect(await resultsOfRun(server.db, seller.userId, run.id)).toHaveLength(0);
    expect(await server.db.select().from(stockOverrides).where(eq(stockOverrides.sellerId, seller.userId))).toHaveLength(0);
    expect(await server.db.select().from(priceHistory).where(inArray(priceHistory.sellerId, [seller.userId]))).toHaveLength(0);
  });

  it("answers an open run instead of starting another, and another seller's run as not found", async () => {
    const { seller } = await newRunSeller(idle, 50);
    expect(dataOf(await idle.call(runsApi.latest, {}, { auth: seller }))).toBeNull();
    const [first, second] = await Promise.all([idle.call<RepricerRun>(runsApi.start, {}, { auth: seller }), idle.call<RepricerRun>(runsApi.start, {}, { auth: seller })]);
    expect(dataOf(first)).toMatchObject({ state: 'QUEUED', total: null, done: 0, counts: {}, startedAt: null });
    expect(dataOf(second).id).toBe(dataOf(first).id);
    expect(dataOf(await idle.call<RepricerRun>(runsApi.start, {}, { auth: seller })).id).toBe(dataOf(first).id);
    expect(dataOf(await idle.call<RepricerRun>(runsApi.read, { params: { id: dataOf(first).id } }, { auth: seller })).id).toBe(dataOf(first).id);

    const other = await idle.newSeller([['REPRICER', 'ACTIVE']]);
    expect(apiError(await idle.call(runsApi.read, { params: { id: dataOf(first).id } }, { auth: other }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await idle.call(runsApi.read, { params: { id: 999_999 } }, { auth: seller }))).toMatchObject({ status: 404 });
    fieldError(await idle.call(runsApi.read, { params: { id: 'latest-but-one' } }, { auth: seller }), 'id');
    fieldError(await idle.call(runsApi.read, { params: { id: -3 } }, { auth: seller }), 'id');
  });

  it('starts under an Idempotency-Key (the call one transaction) and the run still goes out and ends', async () => {
    const { seller } = await newRunSeller(server, 30);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `run-${seller.userId}-once` };
    const started = dataOf(await server.call<RepricerRun>(runsApi.start, {}, { auth: seller, headers }));
    await vi.waitFor(
      async () => expect(dataOf(await server.call<RepricerRun>(runsApi.read, { params: { id: started.id } }, { auth: seller })).state).toBe('DONE'),
      { timeout: 50_000, interval: 100 },
    );
  }, 60_000);

  it('is for REPRICER sellers only', async () => {
    const { seller } = await newRunSeller(idle, 10);
    await expectProductGuarded(idle, { product: 'REPRICER', other: 'MY_PRICER' }, [
      { endpoint: runsApi.start, input: {}, owner: seller },
      { endpoint: runsApi.latest, input: {}, owner: seller },
      { endpoint: runsApi.read, input: { params: { id: 1 } }, owner: seller },
    ]);
  });
});
