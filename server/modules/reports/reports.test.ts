import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, STOCK_REPORTS_KEPT, STOCK_REPORTS_OPEN_MAX, sellerApi, type StockReport, type StockReportFile, type StockSku } from '../../../src/contract';
import { stockReports, users } from '../../db/schema';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { expectProductGuarded } from '../../testing/guards';
import { parseCsv, waitForReport } from '../../testing/reports';
import { newStockSeller, stockPage } from '../../testing/stock';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { makeStockReport } from './reportJob';

const api = sellerApi.stockReports;
let server: TestServer;
let idle: TestServer;

beforeAll(async () => {
  // `server` works the queue's jobs; on `idle` they wait, so reports stay QUEUED.
  [server, idle] = await Promise.all([startTestServer({}, { jobs: 'work' }), startTestServer({}, { jobs: 'send' })]);
});
afterAll(() => Promise.all([server.close(), idle.close()]));

type Query = Record<string, string | number>;
const request = (on: TestServer, seller: SellerAuth, query: Query = {}) => on.call<StockReport>(api.request, { query }, { auth: seller });
const list = (on: TestServer, seller: SellerAuth) => on.call<StockReport[]>(api.list, {}, { auth: seller });
const file = (on: TestServer, seller: SellerAuth, id: number | string) => on.call<StockReportFile>(api.file, { params: { id } }, { auth: seller });

/** Every row the table shows for `query`, page by page, as the table's own call answers them. */
async function tableRows(seller: SellerAuth, query: Query): Promise<StockSku[]> {
  const rows: StockSku[] = [];
  for (let offset = 0; ; offset += 500) {
    const window = await stockPage(server, seller, { ...query, offset, limit: 500 });
    rows.push(...window.rows);
    if (rows.length >= window.total) return rows;
  }
}
const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

describe('stock reports', () => {
  it("make a CSV of exactly the table's rows for the filters and sort, in its order", async () => {
    const { seller } = await newStockSeller(server);
    const filters = { conditions: 'used,new', states: 'Active', qtyGte: 1, priceGte: 500, sortField: 'Price', sortOrder: 'DESC' };
    const queued = dataOf(await request(server, seller, filters));
    expect(queued).toMatchObject({ kind: 'STOCK', state: 'QUEUED', rows: null, finishedAt: null, error: null });
    expect(queued.query).toMatchObject({ conditions: 'used,new', states: 'Active', qtyGte: '1', priceGte: '500', sortField: 'Price', sortOrder: 'DESC' });
    expect(queued.summary).toBe('Condition used or new · Active units · Quantity 1 or more · Price $5.00 or more · by Price, descending');

    const done = await waitForReport(server, seller, queued.id);
    const expected = await tableRows(seller, filters);
    expect(expected.length).toBeGreaterThan(100);
    expect(done).toMatchObject({ state: 'DONE', rows: expected.length, error: null });
    expect(done.finishedAt).not.toBeNull();

    const { fileName, csv } = dataOf(await file(server, seller, queued.id));
    expect(fileName).toMatch(new RegExp(`^stock-report-${queued.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const [header, ...lines] = parseCsv(csv);
    expect(header).toEqual([
      'SKU', 'ASIN', 'ISBN', 'Title', 'Channel', 'Condition', 'Sub-condition', 'Active qty', 'Inbound qty', 'Reserved qty',
      'Price', 'Min price', 'Max price', 'List price', 'Age (days)', 'Sold days', 'Sales rank', 'Note',
    ]);
    expect(lines.map((line) => line[0])).toEqual(expected.map((sku) => sku.sku));
    lines.forEach((line, at) => {
      const sku = expected[at]!;
      expect(line).toEqual([
        sku.sku, sku.asin, sku.isbn13, sku.title, sku.channel, sku.condition, sku.subCondition, String(sku.activeQty), String(sku.inboundQty),
        String(sku.reservedQty), money(sku.price), money(sku.minPrice), money(sku.maxPrice), money(sku.listPrice), String(sku.ageDays),
        sku.soldDays === null ? '' : String(sku.soldDays), sku.salesRank === null ? '' : String(sku.salesRank), sku.note ?? '',
      ]);
    });
  });

  it('lists the newest first; a report of the PRICES kind for an account that hides sales has no sales column', async () => {
    const { seller } = await newStockSeller(server, 300);
    await server.db.update(users).set({ hideSalesData: true }).where(eq(users.id, seller.userId));
    const first = dataOf(await request(server, seller, { qtyGte: 0, kind: 'PRICES', text: 'fb-', textField: 'SKU', textMatch: 'Starts With' }));
    expect(first.summary).toBe('SKU starts with "fb-" · by Age, ascending');
    const second = dataOf(await request(server, seller, { tags: 'NO_MIN' }));
    await waitForReport(server, seller, first.id);
    await waitForReport(server, seller, second.id);
    expect(dataOf(await list(server, seller)).map((report) => [report.id, report.kind])).toEqual([[second.id, 'STOCK'], [first.id, 'PRICES']]);

    const [header, ...lines] = parseCsv(dataOf(await file(server, seller, first.id)).csv);
    expect(header).toEqual(['SKU', 'ASIN', 'Title', 'Condition', 'Sub-condition', 'Price', 'Min price', 'Max price', 'List price', 'Sales rank']);
    const expected = await tableRows(seller, { qtyGte: 0, text: 'fb-', textField: 'SKU', textMatch: 'Starts With' });
    expect(lines.map((line) => line[0])).toEqual(expected.map((sku) => sku.sku));
    expect(parseCsv(dataOf(await file(server, seller, second.id)).csv)[0]).not.toContain('Sold days');
    fieldError(await request(server, seller, { sortField: 'Sold Days' }), 'sortField');
  });

  it('answers the same request while it is open with the same report, and refuses more than the open limit', async () => {
    const seller = (await newStockSeller(idle, 50)).seller;
    const [a, b] = await Promise.all([request(idle, seller, { qtyGte: 2 }), request(idle, seller, { qtyGte: '2', textMatch: 'Contains' })]);
    expect(dataOf(b).id).toBe(dataOf(a).id);
    expect(dataOf(await request(idle, seller, { qtyGte: 2, kind: 'PRICES' })).id).not.toBe(dataOf(a).id);
    for (let qty = 3; qty < STOCK_REPORTS_OPEN_MAX + 1; qty++) dataOf(await request(idle, seller, { qtyGte: qty }));
    expect(apiError(await request(idle, seller, { qtyGte: 99 }))).toMatchObject({ status: 409, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(dataOf(await list(idle, seller))).toHaveLength(STOCK_REPORTS_OPEN_MAX);
  });

  it('keeps the newest reports only, and answers a file not made yet with a 409 that says so', async () => {
    const seller = (await newStockSeller(idle, 20)).seller;
    const made: number[] = [];
    for (let qty = 0; qty < STOCK_REPORTS_KEPT + 2; qty++) {
      const report = dataOf(await request(idle, seller, { qtyGte: qty }));
      made.push(report.id);
      if (qty > 0) await idle.db.update(stockReports).set({ state: 'DONE', rows: 0, csv: 'SKU\r\n' }).where(eq(stockReports.id, report.id));
    }
    const listed = dataOf(await list(idle, seller)).map((report) => report.id);
    expect(listed).toEqual(made.slice(-STOCK_REPORTS_KEPT).reverse());
    expect(apiError(await file(idle, seller, made[0]!))).toMatchObject({ status: 404 });
    expect(dataOf(await file(idle, seller, made.at(-1)!)).csv).toBe('SKU\r\n');

    const open = dataOf(await request(idle, seller, { qtyGte: 500 }));
    const notYet = apiError(await file(idle, seller, open.id));
    expect(notYet).toMatchObject({ status: 409, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(notYet.errorMessage).toMatch(/not ready yet/);
  });

  it("answers another seller's report and an unknown one as not found, and refuses bad input naming the field", async () => {
    const { seller } = await newStockSeller(idle, 20);
    const report = dataOf(await request(idle, seller));
    const other = await idle.newSeller([['MY_PRICER', 'ACTIVE']]);
    expect(apiError(await file(idle, other, report.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await file(idle, seller, 999_999))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(dataOf(await list(idle, other))).toEqual([]);

    fieldError(await request(idle, seller, { kind: 'XLS' }), 'kind');
    fieldError(await request(idle, seller, { conditions: 'used,shiny' }), 'conditions');
    fieldError(await request(idle, seller, { sortField: 'Title' }), 'sortField');
    fieldError(await request(idle, seller, { priceLte: 'ten' }), 'priceLte');
    fieldError(await file(idle, seller, 'latest'), 'id');
    fieldError(await file(idle, seller, -4), 'id');
  });

  it('works a report once: its job run again for a DONE report changes nothing', async () => {
    const { seller } = await newStockSeller(server, 200);
    const done = await waitForReport(server, seller, dataOf(await request(server, seller, { qtyGte: 0 })).id);
    const before = await server.db.select().from(stockReports).where(eq(stockReports.id, done.id));
    const deps = { db: server.db, clock: () => new Date(), marketplace: createSimulatedMarketplace({ catalogSize: server.config.catalogSize }) };
    expect(await makeStockReport(deps, done.id)).toEqual({ reportId: done.id, state: 'DONE' });
    expect(await server.db.select().from(stockReports).where(eq(stockReports.id, done.id))).toEqual(before);
    expect(before[0]).toMatchObject({ state: 'DONE', rows: 200 });
  });

  it('is for Stock Manager sellers only, and writes need the XSRF header', async () => {
    const { seller } = await newStockSeller(idle, 10);
    const report = dataOf(await request(idle, seller));
    await expectProductGuarded(idle, { product: 'MY_PRICER', other: 'LISTER' }, [
      { endpoint: api.list, input: {}, owner: seller },
      { endpoint: api.request, input: { query: { qtyGte: 3 } }, owner: seller },
      { endpoint: api.file, input: { params: { id: report.id } }, owner: seller },
    ]);
    expect(apiError(await idle.call(api.list, {}, { auth: null }))).toMatchObject({ status: 401 });
  });
});
