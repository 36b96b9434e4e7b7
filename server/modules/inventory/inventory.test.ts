import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type StockSku } from '../../../src/contract';
import { conditionWords, encodeImportRows, type ExportPage, type ImportSummary } from '../../../src/contract/inventory';
import { priceHistory, stockOverrides } from '../../db/schema';
import {
  exportPages,
  exportText,
  fileOf,
  importText,
  slicePage,
  wholeExport,
  writtenFor,
} from '../../testing/inventory';
import { derivedStockOf, newStockSeller, stockPage } from '../../testing/stock';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.inventory;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SIZE = 1200;
async function stockSeller(size = SIZE) {
  const { seller, marketplaceSellerId } = await newStockSeller(server, size);
  return { seller, derived: await derivedStockOf(marketplaceSellerId) };
}
const imported = (reply: Awaited<ReturnType<typeof importText>>) => dataOf(reply);
const rawImport = (seller: SellerAuth, body: unknown) => server.call<ImportSummary>(api.importFile, { body }, { auth: seller });
const skuRow = async (seller: SellerAuth, sku: string): Promise<StockSku> =>
  (await stockPage(server, seller, { text: sku, textField: 'SKU', textMatch: 'Equals', qtyGte: 0 })).rows[0]!;

describe('GET inventory/export', () => {
  it("pages through the seller's whole stock in columns, as the stock manager shows it", async () => {
    const { seller, derived } = await stockSeller();
    const pages = await exportPages(server, seller, 500);
    expect(pages.map((page) => [page.offset, page.sku.length, page.total])).toEqual([[0, 500, SIZE], [500, 500, SIZE], [1000, 200, SIZE]]);
    const all = wholeExport(pages);
    expect(all.sku).toEqual(derived.map((sku) => sku.sku));
    expect(all.price).toEqual(derived.map((sku) => sku.price));
    expect(all.minPrice).toEqual(derived.map((sku) => sku.minPrice));
    expect(all.maxPrice).toEqual(derived.map((sku) => sku.maxPrice));
    expect(all.note).toEqual(derived.map((sku) => sku.note));
    expect(all.title).toEqual(derived.map((sku) => sku.title));
    expect(all.condition).toEqual(derived.map((sku) => conditionWords(sku.condition, sku.subCondition)));
    expect(all.location.every((location) => location === null)).toBe(true);
    const past = dataOf(await server.call<ExportPage>(api.exportPage, { query: { offset: 5000 } }, { auth: seller }));
    expect(past).toMatchObject({ total: SIZE, offset: 5000, sku: [] });
  });

  it('refuses a page larger than 10,000 rows, naming the field', async () => {
    const { seller } = await stockSeller(10);
    const reply = apiError(await server.call(api.exportPage, { query: { limit: 10_001 } }, { auth: seller }));
    expect(reply).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(reply.errorMessage).toMatch(/limit/);
  });
});

describe('POST inventory/import', () => {
  it('imports its own export as a change of nothing: no override, no price history, no newer stamp', async () => {
    const { seller } = await stockSeller();
    const text = await exportText(server, seller);
    const before = await writtenFor(server, seller.userId);
    expect(imported(await importText(server, seller, text, true))).toEqual({
      rows: SIZE, changed: 0, unchanged: SIZE, changes: { price: 0, bounds: 0, note: 0, location: 0 }, applied: false, errors: [], errorCount: 0,
    });
    expect(imported(await importText(server, seller, text))).toMatchObject({ rows: SIZE, changed: 0, unchanged: SIZE, applied: true });
    expect(await writtenFor(server, seller.userId)).toEqual(before);
    expect(await exportText(server, seller)).toBe(text);
  });

  it('sets what an edited file says, only where it differs, and the next export reads the same', async () => {
    const { seller, derived } = await stockSeller();
    const all = wholeExport(await exportPages(server, seller));
    const withNote = derived.findIndex((sku) => sku.note !== null);
    const edited = slicePage(all, 0, SIZE, (row, index) => {
      if (index < 10) row.price = (row.price as number) + 100;
      if (index >= 10 && index < 15) Object.assign(row, { minPrice: 150, maxPrice: 90_000 });
      if (index === 15) Object.assign(row, { minPrice: null, maxPrice: null });
      if (index === withNote) row.note = null;
      if (index === 16) row.note = 'Signed by the author';
      if (index >= 20 && index < 30) row.location = `A-${index}`;
    });
    const text = fileOf(edited);
    const boundsChanged = [10, 11, 12, 13, 14, 15].filter((index) => derived[index]!.minPrice !== edited.minPrice[index] || derived[index]!.maxPrice !== edited.maxPrice[index]).length;
    const noteChanged = withNote === 16 ? 1 : 2;
    const check = imported(await importText(server, seller, text, true));
    expect(check).toMatchObject({ applied: false, changes: { price: 10, bounds: boundsChanged, note: noteChanged, location: 10 } });
    expect(await writtenFor(server, seller.userId)).toMatchObject({ overrides: 0, history: 0 });

    const done = imported(await importText(server, seller, text));
    expect(done).toEqual({ ...check, applied: true });
    expect(done.changed + done.unchanged).toBe(SIZE);
    expect(await exportText(server, seller)).toBe(text);
    // A price the seller sets is the SKU's reference too: the default bounds follow it, not the old one.
    expect(await skuRow(seller, derived[0]!.sku)).toMatchObject({ price: derived[0]!.price + 100, referencePrice: derived[0]!.price + 100 });
    expect(await skuRow(seller, derived[10]!.sku)).toMatchObject({ referencePrice: null });
    expect(await skuRow(seller, derived[15]!.sku)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(await skuRow(seller, derived[withNote]!.sku)).toMatchObject({ note: '' });
    const history = await server.db.select().from(priceHistory).where(eq(priceHistory.sellerId, seller.userId));
    expect(history.map((point) => [point.sku, point.price, point.source]).sort()).toEqual(
      derived.slice(0, 10).map((sku) => [sku.sku, sku.price + 100, 'MANUAL']).sort(),
    );
    // The same file again: everything already says so.
    expect(imported(await importText(server, seller, text))).toMatchObject({ changed: 0, unchanged: SIZE });
  });

  it('leaves the fields a file has no column for as they are, and checks a lone bound against the SKU’s other', async () => {
    const { seller, derived } = await stockSeller();
    const bounded = derived.filter((sku) => sku.minPrice !== null && sku.maxPrice !== null);
    const [first, second] = bounded;
    const lonelyMin = `SKU,Min price\r\n${first!.sku},${((first!.maxPrice! + 100) / 100).toFixed(2)}\r\n`;
    const check = imported(await importText(server, seller, lonelyMin, true));
    expect(check.errors).toEqual([{ line: 2, message: `Line 2: Min price ${((first!.maxPrice! + 100) / 100).toFixed(2)} is above Max price ${(first!.maxPrice! / 100).toFixed(2)} (the SKU's own max).` }]);
    const lowerMin = `SKU,Min price\r\n${second!.sku},1.00\r\n`;
    expect(imported(await importText(server, seller, lowerMin))).toMatchObject({ changed: 1, changes: { bounds: 1, price: 0 } });
    expect(await skuRow(seller, second!.sku)).toEqual({ ...second, minPrice: 100 });
  });

  it('refuses a file with bad rows whole, every mistake named by its line, and writes nothing', async () => {
    const { seller, derived } = await stockSeller();
    const other = await stockSeller(50);
    const body = {
      fields: ['price', 'minPrice', 'maxPrice'],
      // Rows a browser that skipped its own check would send: the server checks them again.
      rows: encodeImportRows(['price', 'minPrice', 'maxPrice'], [
        { line: 2, sku: derived[0]!.sku, values: { price: 500, minPrice: null, maxPrice: null } },
        { line: 3, sku: 'NOT-A-SKU', values: { price: 500, minPrice: null, maxPrice: null } },
        { line: 4, sku: derived[2]!.sku, values: { price: 500, minPrice: 900, maxPrice: 800 } },
        { line: 5, sku: derived[0]!.sku, values: { price: 600, minPrice: null, maxPrice: null } },
        { line: 6, sku: derived[4]!.sku, values: { price: 0, minPrice: null, maxPrice: null } },
        { line: 7, sku: other.derived[49]!.sku.replace(/\d+$/, '999999'), values: { price: 500, minPrice: null, maxPrice: null } },
      ]),
    };
    const messages = [
      'Line 4: Min price 9.00 is above Max price 8.00.',
      'Line 6: Price must be at least 0.01.',
    ];
    const refused = apiError(await rawImport(seller, body));
    expect(refused).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(refused.errorMessage).toBe(`file has errors: ${messages.map((message) => message.replace(/\.$/, '')).join('; ')}.`);

    const skuMistakes = { ...body, rows: body.rows.split('\n').filter((_, index) => index !== 2 && index !== 4).join('\n') };
    const check = imported(await rawImport(seller, { ...skuMistakes, check: true }));
    expect(check).toMatchObject({ applied: false, errorCount: 3, changed: 0 });
    expect(check.errors.map((error) => error.message)).toEqual([
      'Line 3: SKU NOT-A-SKU is not in your stock.',
      `Line 5: SKU ${derived[0]!.sku} is also on line 2: a file names each SKU once.`,
      `Line 7: SKU ${other.derived[49]!.sku.replace(/\d+$/, '999999')} is not in your stock.`,
    ]);
    const refusedSkus = apiError(await rawImport(seller, skuMistakes));
    expect(refusedSkus.errorMessage).toMatch(/^file has errors: Line 3: SKU NOT-A-SKU is not in your stock; Line 5: .*; Line 7: .*\.$/);
    expect(await writtenFor(server, seller.userId)).toMatchObject({ overrides: 0, history: 0 });
  });

  it('names only the first 20 mistakes in a refusal, and counts the rest', async () => {
    const { seller } = await stockSeller(10);
    const rows = Array.from({ length: 25 }, (_, index) => ({ line: index + 2, sku: `GONE-${index}`, values: { note: 'x' } }));
    const refused = apiError(await rawImport(seller, { fields: ['note'], rows: encodeImportRows(['note'], rows) }));
    expect(refused.errorMessage).toMatch(/Line 21: SKU GONE-19 is not in your stock; and 5 more\.$/);
  });

  it('never touches another seller’s SKUs, though both have the same SKU names', async () => {
    const mine = await stockSeller();
    const theirs = await stockSeller();
    const theirSkus = new Set(theirs.derived.map((sku) => sku.sku));
    expect(mine.derived.slice(0, 100).filter((sku) => theirSkus.has(sku.sku)).length).toBeGreaterThan(10);
    const theirText = await exportText(server, theirs.seller);
    const theirWrites = await writtenFor(server, theirs.seller.userId);
    const all = wholeExport(await exportPages(server, mine.seller));
    const text = fileOf(slicePage(all, 0, 100, (row) => Object.assign(row, { price: 4242, note: 'mine', location: 'MINE-1' })));
    expect(imported(await importText(server, mine.seller, text))).toMatchObject({ applied: true, changes: { price: 100, location: 100 } });
    expect(await exportText(server, theirs.seller)).toBe(theirText);
    expect(await writtenFor(server, theirs.seller.userId)).toEqual(theirWrites);
  });

  it('refuses bodies the browser would never send with a 400 naming the field, never a 500', async () => {
    const { seller } = await stockSeller(10);
    const cases: [unknown, RegExp][] = [
      [{ fields: [], rows: '' }, /fields/],
      [{ fields: ['price', 'price'], rows: '' }, /fields/],
      [{ fields: ['colour'], rows: '' }, /fields/],
      [{ fields: ['note'], rows: 5 }, /rows/],
      [{ fields: ['note'], rows: 'not json' }, /Row 1 of the upload must be a JSON array/],
      [{ fields: ['note'], rows: '[1,"FB-U-000001"]' }, /Row 1 of the upload must be a JSON array of the line, the SKU and 1 values/],
      [{ fields: ['note'], rows: '' }, /The file has no rows/],
      [{ fields: ['note'], rows: '[2,"FB-U-000001","a\\u0000b"]' }, /NUL/],
      [{ fields: ['location'], rows: `[2,"FB-U-000001","${'x'.repeat(41)}"]` }, /Location must have at most 40 characters/],
      [{ fields: ['note'], rows: '[1,"x"]', check: 'yes' }, /check/],
    ];
    for (const [body, message] of cases) {
      const reply = apiError(await rawImport(seller, body));
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.errorMessage, JSON.stringify(body)).toMatch(message);
    }
  });

  it('takes a file of several megabytes, above the 1 MiB every other call keeps', async () => {
    const { seller, derived } = await stockSeller(6000);
    const note = 'A long note about the copy: '.padEnd(300, '.');
    const rows = derived.map((sku, index) => ({ line: index + 2, sku: sku.sku, values: { note } }));
    const body = { fields: ['note'], rows: encodeImportRows(['note'], rows) };
    expect(JSON.stringify(body).length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(dataOf(await rawImport(seller, body))).toMatchObject({ changed: 6000, changes: { note: 6000 } });
  });

  it('rolls back every batch when a write fails mid-way: the stock is as it was', async () => {
    const { seller, derived } = await stockSeller(6000);
    const before = await exportText(server, seller);
    // A database that refuses one SKU of the second batch (rows 5,001 to 6,000), after the first batch wrote.
    const victim = derived[5500]!.sku;
    await server.db.execute(sql.raw(`
      CREATE FUNCTION refuse_victim() RETURNS trigger AS $$
      BEGIN
        IF NEW.seller_id = ${seller.userId} AND NEW.sku = '${victim}' THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql
    `));
    await server.db.execute(sql.raw('CREATE TRIGGER refuse_victim BEFORE INSERT ON stock_overrides FOR EACH ROW EXECUTE FUNCTION refuse_victim()'));
    try {
      const all = wholeExport(await exportPages(server, seller, 10_000));
      const text = fileOf(slicePage(all, 0, 6000, (row) => Object.assign(row, { price: (row.price as number) + 1, location: 'B-1' })));
      const reply = await importText(server, seller, text);
      expect(reply.status).toBe(500);
      expect(await writtenFor(server, seller.userId)).toMatchObject({ overrides: 0, history: 0 });
      expect(await exportText(server, seller)).toBe(before);
    } finally {
      await server.db.execute(sql.raw('DROP TRIGGER refuse_victim ON stock_overrides'));
      await server.db.execute(sql.raw('DROP FUNCTION refuse_victim()'));
    }
    // The same file once the database takes it: every batch written.
    expect(dataOf(await importText(server, seller, fileOf(slicePage(wholeExport(await exportPages(server, seller, 10_000)), 0, 6000, (row) => Object.assign(row, { location: 'B-1' })))))).toMatchObject({ changes: { location: 6000 } });
    const [written] = await server.db.select({ rows: sql<number>`count(*)::int` }).from(stockOverrides).where(and(eq(stockOverrides.sellerId, seller.userId), eq(stockOverrides.location, 'B-1')));
    expect(written!.rows).toBe(6000);
  });

  it('needs the XSRF header, and no product: the spec gives the screen none', async () => {
    const plain = await server.newSeller([]);
    expect(dataOf(await server.call<ExportPage>(api.exportPage, {}, { auth: plain }))).toMatchObject({ total: 0, sku: [] });
    const refused = apiError(await server.call(api.importFile, { body: { fields: ['note'], rows: '[2,"A","x"]' } }, { auth: plain, xsrf: false }));
    expect(refused).toMatchObject({ status: 403, errorCode: ErrorCode.XSRF_MISMATCH });
  });
});
