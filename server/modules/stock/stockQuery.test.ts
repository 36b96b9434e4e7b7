import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, type StockSku } from '../../../src/contract';
import { derivedStockOf, newStockSeller, stockPage } from '../../testing/stock';
import { apiError, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.stock;
let server: TestServer;
let seller: SellerAuth;
let derived: StockSku[];

beforeAll(async () => {
  server = await startTestServer();
  const made = await newStockSeller(server);
  seller = made.seller;
  derived = await derivedStockOf(made.marketplaceSellerId);
});
afterAll(() => server.close());

const units = (sku: StockSku) => sku.activeQty + sku.inboundQty + sku.reservedQty;
const skus = (rows: StockSku[]) => rows.map((row) => row.sku);

describe('GET mypricer/stock', () => {
  it('answers the default query (qtyGte 1) with the SKUs that hold units, 100 to a page', async () => {
    const page = await stockPage(server, seller);
    const holding = derived.filter((sku) => units(sku) >= 1);
    expect(page.total).toBe(holding.length);
    expect(page.total).toBeLessThan(derived.length);
    expect(page.rows).toHaveLength(100);
    expect(page.offset).toBe(0);
    expect(page.salesHidden).toBe(false);
    const everything = await stockPage(server, seller, { qtyGte: 0 });
    expect(everything.total).toBe(derived.length);
  });

  it('sorts by each field both ways, nulls last, and a page is the same rows as its window', async () => {
    const byPrice = await stockPage(server, seller, { sortField: 'Price', sortOrder: 'DESC', pageSize: 500 });
    const prices = byPrice.rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...derived.filter((sku) => units(sku) >= 1).map((sku) => sku.price)));

    const second = await stockPage(server, seller, { sortField: 'Age', page: 1, pageSize: 50 });
    const window = await stockPage(server, seller, { sortField: 'Age', offset: 50, limit: 50 });
    expect(skus(second.rows)).toEqual(skus(window.rows));
    expect(window.offset).toBe(50);
    const ages = second.rows.map((row) => row.ageDays);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));

    for (const sortOrder of ['ASC', 'DESC']) {
      const ranked = await stockPage(server, seller, { sortField: 'ASR', sortOrder, qtyGte: 0, offset: derived.length - 200, limit: 200 });
      expect(ranked.rows.at(-1)!.salesRank).toBeNull();
      const all = await stockPage(server, seller, { sortField: 'Quantity', sortOrder, pageSize: 500 });
      const quantities = all.rows.map(units);
      expect(quantities).toEqual([...quantities].sort((a, b) => (sortOrder === 'ASC' ? a - b : b - a)));
    }
  });

  it('filters by conditions, inventory states, quantity and price ranges, and tags', async () => {
    const used = await stockPage(server, seller, { conditions: 'new,good', qtyGte: 0 });
    expect(used.total).toBe(derived.filter((sku) => sku.condition === 'new' || sku.subCondition === 'good').length);
    const inbound = await stockPage(server, seller, { states: 'Inbound', pageSize: 500 });
    expect(inbound.total).toBe(derived.filter((sku) => sku.inboundQty > 0).length);
    expect(inbound.rows.every((row) => row.inboundQty > 0)).toBe(true);
    const ranged = await stockPage(server, seller, { qtyGte: 2, qtyLte: 3, priceGte: 500, priceLte: 2000 });
    expect(ranged.total).toBe(derived.filter((sku) => units(sku) >= 2 && units(sku) <= 3 && sku.price >= 500 && sku.price <= 2000).length);
    const atMin = await stockPage(server, seller, { tags: 'AT_MIN', qtyGte: 0 });
    expect(atMin.total).toBe(derived.filter((sku) => sku.minPrice !== null && sku.price <= sku.minPrice).length);
    expect(atMin.total).toBeGreaterThan(50);
    const noMinOrAtMax = await stockPage(server, seller, { tags: 'NO_MIN,AT_MAX', qtyGte: 0 });
    expect(noMinOrAtMax.total).toBe(derived.filter((sku) => sku.minPrice === null || (sku.maxPrice !== null && sku.price >= sku.maxPrice)).length);
  });

  it('matches text on SKU, ASIN, ISBN or title, four ways, without regard to case', async () => {
    const target = derived[42]!;
    const exact = await stockPage(server, seller, { text: target.asin.toLowerCase(), textField: 'ASIN', textMatch: 'Equals', qtyGte: 0 });
    expect(skus(exact.rows)).toEqual([target.sku]);
    const fba = await stockPage(server, seller, { text: 'fb-', textField: 'SKU', textMatch: 'Starts With', qtyGte: 0 });
    expect(fba.total).toBe(derived.filter((sku) => sku.channel === 'FBA').length);
    const ending = await stockPage(server, seller, { text: target.isbn13.slice(-5), textField: 'ISBN', textMatch: 'Ends With', qtyGte: 0 });
    expect(skus(ending.rows)).toContain(target.sku);
    const word = target.title.split(' ').at(-1)!;
    const titled = await stockPage(server, seller, { text: word.toUpperCase(), textField: 'TITLE', qtyGte: 0 });
    expect(titled.total).toBe(derived.filter((sku) => sku.title.toLowerCase().includes(word.toLowerCase())).length);
    const anywhere = await stockPage(server, seller, { text: target.sku, qtyGte: 0 });
    expect(skus(anywhere.rows)).toContain(target.sku);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = (query: Record<string, string | number>) => server.call(api.list, { query }, { auth: seller });
    fieldError(await bad({ sortField: 'Title' }), 'sortField');
    fieldError(await bad({ textMatch: 'Like' }), 'textMatch');
    fieldError(await bad({ qtyGte: -1 }), 'qtyGte');
    fieldError(await bad({ pageSize: 501 }), 'pageSize');
    fieldError(await bad({ limit: 0 }), 'limit');
    fieldError(await bad({ conditions: 'used,shiny' }), 'conditions');
    fieldError(await bad({ states: 'Lost' }), 'states');
    fieldError(await bad({ tags: 'CHEAP' }), 'tags');
    fieldError(await bad({ priceGte: 'ten' }), 'priceGte');
  });

  it('answers 401 without a token', async () => {
    expect(apiError(await server.call(api.list, {}, { auth: null }))).toMatchObject({ status: 401 });
  });
});
