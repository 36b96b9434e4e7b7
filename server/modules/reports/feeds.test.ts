import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type PriceFeedContent, type PriceFeedFile, type StockSku } from '../../../src/contract';
import { DEFAULT_REPRICER_SETTINGS } from '../../../src/contract/repricer/settings';
import { priceFeedFiles, repricerSettings, runs } from '../../db/schema';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { expectProductGuarded } from '../../testing/guards';
import { waitForFeed } from '../../testing/reports';
import { newRunSeller, resultsOfRun, runToEnd } from '../../testing/repricerRun';
import { stockPage } from '../../testing/stock';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { makePriceFeed } from './feedJob';

const api = sellerApi.priceFeeds;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: 'work' });
});
afterAll(() => server.close());

const list = (seller: SellerAuth) => server.call<PriceFeedFile[]>(api.list, {}, { auth: seller });
const content = (seller: SellerAuth, id: number | string) => server.call<PriceFeedContent>(api.file, { query: { id } }, { auth: seller });
const markDone = (seller: SellerAuth, id: number | string) => server.call<PriceFeedFile>(api.markDone, { params: { id } }, { auth: seller });
const jobDeps = () => ({ db: server.db, clock: () => new Date(), marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) });

const breaker = (userId: number, enabled: boolean, maxSharePercent = 20) =>
  server.db.insert(repricerSettings).values({
    userId,
    settings: { ...DEFAULT_REPRICER_SETTINGS, excludedSellers: undefined, circuitBreaker: { enabled, maxSharePercent, dropPercent: enabled ? 0 : 30 } },
  });
const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A seller whose run has ended DONE with changed prices, and its feed file. */
async function sellerWithFeed(size = 300) {
  const { seller } = await newRunSeller(server, size, ['FBA_USED', 'MFN_USED', 'FBA_NEW']);
  await breaker(seller.userId, false);
  const run = await runToEnd(server, seller);
  expect(run.state).toBe('DONE');
  return { seller, run, feed: await waitForFeed(server, seller, run.id) };
}

describe('price feed files', () => {
  it('are made when a run ends DONE, listing exactly the SKUs whose price it changed', async () => {
    const { seller, run, feed } = await sellerWithFeed();
    const results = await resultsOfRun(server.db, seller.userId, run.id);
    const changed = results.filter((row) => row.newPrice !== row.previousPrice).sort((a, b) => (a.sku < b.sku ? -1 : 1));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(results.length);
    expect(feed).toMatchObject({ runId: run.id, rows: changed.length, done: false, doneAt: null });
    expect(feed.fileName).toMatch(new RegExp(`^price-feed-\\d{4}-\\d{2}-\\d{2}-run-${run.id}\\.txt$`));

    const file = dataOf(await content(seller, feed.id));
    expect(file.fileName).toBe(feed.fileName);
    const [header, ...lines] = file.content.split('\r\n');
    expect(header).toBe('sku\tprevious-price\tprice\tminimum-seller-allowed-price\tmaximum-seller-allowed-price');
    expect(lines.pop()).toBe('');
    const stock = new Map<string, StockSku>((await stockPage(server, seller, { qtyGte: 0, pageSize: 500 })).rows.map((sku) => [sku.sku, sku]));
    expect(lines).toEqual(
      changed.map((row) => {
        const sku = stock.get(row.sku)!;
        expect(sku.price).toBe(row.newPrice);
        return [row.sku, money(row.previousPrice), money(row.newPrice), money(sku.minPrice), money(sku.maxPrice)].join('\t');
      }),
    );
    // One file per run, however often its job is worked again.
    expect(await makePriceFeed(jobDeps(), run.id)).toMatchObject({ made: false });
    expect(await server.db.select().from(priceFeedFiles).where(eq(priceFeedFiles.runId, run.id))).toHaveLength(1);
  });

  it('are not made for a run that changed no price, nor for one the circuit breaker paused', async () => {
    const paused = await newRunSeller(server, 100);
    await breaker(paused.seller.userId, true, 0);
    expect((await runToEnd(server, paused.seller)).state).toBe('PAUSED');
    expect(dataOf(await list(paused.seller))).toEqual([]);

    const { seller } = await newRunSeller(server, 10);
    const [quiet] = await server.db.insert(runs).values({ sellerId: seller.userId, kind: 'REPRICE', state: 'DONE', summary: {} }).returning();
    expect(await makePriceFeed(jobDeps(), quiet!.id)).toEqual({ runId: quiet!.id, made: false, why: 'no price changed' });
    expect(dataOf(await list(seller))).toEqual([]);
  });

  it('are marked done once: marking again keeps the first time', async () => {
    const { seller, feed } = await sellerWithFeed(120);
    const first = dataOf(await markDone(seller, feed.id));
    expect(first).toMatchObject({ id: feed.id, done: true });
    expect(first.doneAt).not.toBeNull();
    const again = dataOf(await markDone(seller, feed.id));
    expect(again).toEqual(first);
    expect(dataOf(await list(seller))).toEqual([first]);
  });

  it("answer another seller's feed file and an unknown one as not found, and refuse bad ids naming the field", async () => {
    const { seller, feed } = await sellerWithFeed(80);
    const other = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
    expect(apiError(await content(other, feed.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await markDone(other, feed.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(dataOf(await list(other))).toEqual([]);
    expect(dataOf(await list(seller))[0]).toMatchObject({ id: feed.id, done: false });
    expect(apiError(await content(seller, 999_999))).toMatchObject({ status: 404 });
    expect(apiError(await markDone(seller, 999_999))).toMatchObject({ status: 404 });

    fieldError(await server.call(api.file, {}, { auth: seller }), 'id');
    fieldError(await content(seller, 'abc'), 'id');
    fieldError(await content(seller, 0), 'id');
    fieldError(await markDone(seller, 'latest'), 'id');
  });

  it('are for Stock Manager sellers only, and marking done needs the XSRF header', async () => {
    const { seller, feed } = await sellerWithFeed(40);
    await expectProductGuarded(server, { product: 'MY_PRICER', other: 'REPRICER' }, [
      { endpoint: api.list, input: {}, owner: seller },
      { endpoint: api.file, input: { query: { id: feed.id } }, owner: seller },
      { endpoint: api.markDone, input: { params: { id: feed.id } }, owner: seller },
    ]);
    expect(dataOf(await list(seller))[0]).toMatchObject({ done: false });
  });
});
