import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  landedPrice,
  sellerApi,
  type PriceHistory,
  type StockDetail,
  type StockSku,
} from '../../../src/contract';
import { priceHistory, stockOverrides, users } from '../../db/schema';
import { expectProductGuarded } from '../../testing/guards';
import { derivedStockOf, newStockSeller, stockPage } from '../../testing/stock';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.stock;
let server: TestServer;
let seller: SellerAuth;
let derived: StockSku[];

beforeAll(async () => {
  server = await startTestServer();
  const made = await newStockSeller(server, 500);
  seller = made.seller;
  derived = await derivedStockOf(made.marketplaceSellerId);
});
afterAll(() => server.close());

const detail = (who: SellerAuth, sku: string) => server.call<StockDetail>(api.detail, { params: { sku } }, { auth: who });
const saveBounds = (who: SellerAuth, sku: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call<StockSku>(api.saveBounds, { params: { sku }, body }, { auth: who, headers });
const history = (who: SellerAuth, query: Record<string, string>) => server.call<PriceHistory>(api.priceHistory, { query }, { auth: who });

describe('GET mypricer/stock/:sku', () => {
  it("answers the SKU with the marketplace's offers of its condition now, the buy box marked", async () => {
    const sku = derived.find((candidate) => candidate.condition === 'used')!;
    const answer = dataOf(await detail(seller, sku.sku));
    expect(answer.sku).toEqual(sku);
    expect(answer.offers.length).toBeGreaterThan(0);
    expect(answer.offers.every((offer) => offer.condition === 'used')).toBe(true);
    const landed = answer.offers.map(landedPrice);
    expect(landed).toEqual([...landed].sort((a, b) => a - b));
    expect(answer.offers.filter((offer) => offer.buyBox).length).toBeLessThanOrEqual(1);
    expect(dataOf(await detail(seller, sku.sku)).offers).toEqual(answer.offers);
  });

  it('answers 404 for a SKU the seller does not have', async () => {
    expect(apiError(await detail(seller, 'NO-SUCH-SKU'))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
  });
});

describe('PUT mypricer/stock/:sku/bounds', () => {
  it('sets and clears the bounds; the stock shows them and the price stays', async () => {
    const sku = derived.find((candidate) => candidate.activeQty > 0)!;
    const saved = dataOf(await saveBounds(seller, sku.sku, { minPrice: 150, maxPrice: 9000 }));
    expect(saved).toEqual({ ...sku, minPrice: 150, maxPrice: 9000 });
    const listed = await stockPage(server, seller, { text: sku.sku, textField: 'SKU', textMatch: 'Equals' });
    expect(listed.rows).toEqual([saved]);
    dataOf(await saveBounds(seller, sku.sku, { minPrice: null, maxPrice: null }));
    expect(dataOf(await detail(seller, sku.sku)).sku).toMatchObject({ minPrice: null, maxPrice: null, price: sku.price });
  });

  it('keeps the listed price as the reference of a repriced SKU, and lets the seller set and clear their own', async () => {
    const sku = derived[5]!;
    expect(sku.referencePrice).toBeNull();
    // The repricer moved the price: the price it was listed at stays the reference.
    await server.db.insert(stockOverrides).values({ sellerId: seller.userId, sku: sku.sku, price: sku.price * 3 });
    expect(dataOf(await detail(seller, sku.sku)).sku).toMatchObject({ price: sku.price * 3, referencePrice: sku.price });

    const bounds = { minPrice: sku.minPrice, maxPrice: sku.maxPrice };
    expect(dataOf(await saveBounds(seller, sku.sku, { ...bounds, referencePrice: 1234 }))).toMatchObject({ referencePrice: 1234 });
    // Left out, it stays; null goes back to the listed price.
    expect(dataOf(await saveBounds(seller, sku.sku, bounds))).toMatchObject({ referencePrice: 1234 });
    expect(dataOf(await saveBounds(seller, sku.sku, { ...bounds, referencePrice: null }))).toMatchObject({ referencePrice: sku.price, price: sku.price * 3 });
    fieldError(await saveBounds(seller, sku.sku, { ...bounds, referencePrice: 0 }), 'referencePrice');
  });

  it('applies a repeated Idempotency-Key once', async () => {
    const sku = derived[7]!;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `bounds-${seller.userId}-once` };
    const first = dataOf(await saveBounds(seller, sku.sku, { minPrice: 300, maxPrice: 600 }, headers));
    dataOf(await saveBounds(seller, sku.sku, { minPrice: 310, maxPrice: 610 }));
    expect(dataOf(await saveBounds(seller, sku.sku, { minPrice: 300, maxPrice: 600 }, headers))).toEqual(first);
    expect(dataOf(await detail(seller, sku.sku)).sku).toMatchObject({ minPrice: 310, maxPrice: 610 });
  });

  it('refuses a min above the max, and bad amounts, with a 400 naming the field', async () => {
    const sku = derived[3]!.sku;
    expect(fieldError(await saveBounds(seller, sku, { minPrice: 900, maxPrice: 800 }), 'minPrice')).toMatch(/maxPrice/);
    fieldError(await saveBounds(seller, sku, { minPrice: 12.5, maxPrice: null }), 'minPrice');
    fieldError(await saveBounds(seller, sku, { minPrice: null, maxPrice: 0 }), 'maxPrice');
    fieldError(await saveBounds(seller, sku, { minPrice: null }), 'maxPrice');
  });
});

describe('GET mypricer/price/history', () => {
  it("answers the SKU's prices in the window, oldest first, the last 30 days by default", async () => {
    const sku = derived[11]!.sku;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await server.db.insert(priceHistory).values([
      { sellerId: seller.userId, sku, at: daysAgo(40), price: 1200, source: 'MANUAL' },
      { sellerId: seller.userId, sku, at: daysAgo(10), price: 1100, source: 'REPRICER' },
      { sellerId: seller.userId, sku, at: daysAgo(2), price: 1050, source: 'REPRICER' },
    ]);
    const recent = dataOf(await history(seller, { sku }));
    expect(recent.points.map((point) => [point.price, point.source])).toEqual([[1100, 'REPRICER'], [1050, 'REPRICER']]);
    const older = dataOf(await history(seller, { sku, from: daysAgo(50).toISOString(), to: daysAgo(5).toISOString() }));
    expect(older.points.map((point) => point.price)).toEqual([1200, 1100]);
    fieldError(await history(seller, { sku, from: 'yesterday' }), 'from');
    fieldError(await history(seller, { sku, from: daysAgo(1).toISOString(), to: daysAgo(3).toISOString() }), 'from');
    fieldError(await history(seller, {}), 'sku');
  });
});

describe("another seller's stock", () => {
  it('is 404 to read, to bound and to look back on, and nothing of it changes', async () => {
    const other = await server.newSeller([['MY_PRICER', 'ACTIVE']]);
    const sku = derived[20]!;
    expect(apiError(await detail(other, sku.sku))).toMatchObject({ status: 404 });
    expect(apiError(await saveBounds(other, sku.sku, { minPrice: 100, maxPrice: 200 }))).toMatchObject({ status: 404 });
    expect(apiError(await history(other, { sku: sku.sku }))).toMatchObject({ status: 404 });
    expect((await stockPage(server, other, { qtyGte: 0 })).total).toBe(0);
    expect(dataOf(await detail(seller, sku.sku)).sku).toEqual(sku);
  });
});

describe('sales figures hidden (spec 3.1)', () => {
  it('sends no sold days and refuses sorting by them', async () => {
    const hidden = await newStockSeller(server, 300);
    await server.db.update(users).set({ hideSalesData: true }).where(eq(users.id, hidden.seller.userId));
    const page = await stockPage(server, hidden.seller, { qtyGte: 0, pageSize: 300 });
    expect(page.salesHidden).toBe(true);
    expect(page.rows.every((row) => row.soldDays === null)).toBe(true);
    expect(page.rows.some((row) => row.salesRank !== null)).toBe(true);
    const sku = (await derivedStockOf(hidden.marketplaceSellerId)).find((candidate) => candidate.soldDays !== null)!;
    expect(dataOf(await detail(hidden.seller, sku.sku)).sku.soldDays).toBeNull();
    fieldError(await server.call(api.list, { query: { sortField: 'Sold Days' } }, { auth: hidden.seller }), 'sortField');
  });
});

describe('the product gate and XSRF', () => {
  it('refuses every call without Stock Manager, and writes without the XSRF header', async () => {
    const sku = derived[30]!.sku;
    await expectProductGuarded(server, { product: 'MY_PRICER', other: 'LISTER' }, [
      { endpoint: api.list, input: {}, owner: seller },
      { endpoint: api.detail, input: { params: { sku } }, owner: seller },
      { endpoint: api.saveBounds, input: { params: { sku }, body: { minPrice: 100, maxPrice: 200 } }, owner: seller },
      { endpoint: api.priceHistory, input: { query: { sku } }, owner: seller },
      { endpoint: api.tableSettings, input: {}, owner: seller },
      { endpoint: api.saveTableSettings, input: { body: {} }, owner: seller },
    ]);
    expect(apiError(await server.call(api.detail, { params: { sku } }, { auth: null }))).toMatchObject({ status: 401 });
  });
});
