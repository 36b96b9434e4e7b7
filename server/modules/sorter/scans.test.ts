import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_MAIL_RATES,
  DEFAULT_SORTER_SETTINGS,
  GATES,
  profitAt,
  sellerApi,
  type CatalogBook,
  type SorterMeta,
  type SorterRuleInput,
  type SorterStats,
} from '../../../src/contract';
import { sorterScans } from '../../db/schema';
import { deriveBook } from '../../marketplace/deriveBook';
import { catalogIsbn, isListed } from '../../marketplace/simulator';
import { expectProductGuarded } from '../../testing/guards';
import { insertSection, saveSorterSettings } from '../../testing/sorter';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const metaApi = sellerApi.sorterMeta;
const api = sellerApi.sorterScans;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const meta = async (seller: SellerAuth) => dataOf(await server.call<SorterMeta>(metaApi.meta, {}, { auth: seller }));
const stats = async (seller: SellerAuth, from: string, to: string) => dataOf(await server.call<SorterStats>(api.stats, { query: { from, to } }, { auth: seller }));
interface ScanReply {
  decision: { gate: string; rule: { id: number; name: string } | null; fallback: string | null; price: number | null; profit: number | null };
  recorded: boolean;
}
const record = (seller: SellerAuth, body: unknown) => server.call<ScanReply>(api.record, { body }, { auth: seller });

/** The first catalog books that sell (a rank) and have a buy-box price, so a buy-box rule can select them. */
function sellingBooks(count: number): CatalogBook[] {
  const books: CatalogBook[] = [];
  for (let index = 0; books.length < count; index++) {
    const book = deriveBook(catalogIsbn(index));
    if (book.salesRank !== null && book.buyBoxPrice !== null) books.push(book);
  }
  return books;
}
const [book, secondBook] = sellingBooks(2) as [CatalogBook, CatalogBook];

/** A valid ISBN the simulated marketplace does not list. */
function unlistedIsbn(): string {
  for (let n = 0; ; n++) {
    const body = `979${String(n).padStart(9, '0')}`;
    const digits = [...body].map(Number);
    const check = (10 - (digits.reduce((sum, digit, i) => sum + digit * (i % 2 === 0 ? 1 : 3), 0) % 10)) % 10;
    const isbn = body + check;
    if (!isListed(isbn, server.config.catalogSize)) return isbn;
  }
}

/** Matches every book with a buy-box price: the limits all open. */
const takeAll = (gate: string, name = 'Keep'): SorterRuleInput => ({
  name,
  gate: gate as SorterRuleInput['gate'],
  channel: 'MF',
  priceSource: 'BUY_BOX',
  minProfit: null,
  maxSalesRank: null,
  maxOffers: null,
  minPrice: null,
});
/** Matches nothing: no book sells for a million dollars. */
const takeNone = (gate: string): SorterRuleInput => ({ ...takeAll(gate, 'Never'), minPrice: 100_000_00 });

const scanOf = (code: string, fields: Record<string, unknown> = {}) => ({
  scanId: randomUUID(),
  code,
  scannedAt: '2026-03-10T12:00:00.000Z',
  source: 'WEDGE',
  gate: 'GATE_11',
  fallback: 'NO_SECTION',
  ruleId: null,
  decidedOffline: true,
  ...fields,
});

describe('sorter/meta', () => {
  it('answers the defaults for a new sorter: 11 gates, every fallback to the last gate, no section, the default settings and rates', async () => {
    const answer = await meta(await newSorterSeller());
    expect(answer.gates.map((gate) => gate.gate)).toEqual([...GATES]);
    expect(Object.values(answer.fallbacks.typeGateMap).every((gate) => gate === 'GATE_11')).toBe(true);
    expect(answer).toMatchObject({ section: null, settings: DEFAULT_SORTER_SETTINGS, rates: DEFAULT_MEDIA_MAIL_RATES });
  });

  it('answers the active section’s rules in order and the saved settings; never another seller’s or an inactive section', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    await insertSection(server.db, seller.userId, [takeNone('GATE_9')], { active: false, name: 'Spare' });
    const active = await insertSection(server.db, seller.userId, [takeAll('GATE_2', 'First'), takeNone('GATE_3'), takeAll('GATE_4', 'Third')]);
    await saveSorterSettings(server.db, seller.userId, { buyCost: 25, inboundCost: 40, timeoutMs: 900, soundOn: false });
    const answer = await meta(seller);
    expect(answer.section?.id).toBe(active.id);
    expect(answer.section?.rules.map((rule) => [rule.id, rule.name, rule.gate])).toEqual([
      [active.ruleIds[0], 'First', 'GATE_2'],
      [active.ruleIds[1], 'Never', 'GATE_3'],
      [active.ruleIds[2], 'Third', 'GATE_4'],
    ]);
    expect(answer.settings).toEqual({ buyCost: 25, inboundCost: 40, timeoutMs: 900, soundOn: false });
    expect((await meta(other)).section).toBeNull();
  });
});

describe('sorter/scan', () => {
  it('records a scan where the tablet sent it and answers the server’s decision with the rule that chose the gate', async () => {
    const seller = await newSorterSeller();
    const section = await insertSection(server.db, seller.userId, [takeNone('GATE_1'), takeAll('GATE_3')]);
    const reply = dataOf(await record(seller, scanOf(book.isbn13, { gate: 'GATE_3', fallback: null, ruleId: section.ruleIds[1] })));
    expect(reply.recorded).toBe(true);
    expect(reply.decision).toMatchObject({ gate: 'GATE_3', rule: { id: section.ruleIds[1], name: 'Keep' }, fallback: null, price: book.buyBoxPrice });
    const [row] = await server.db.select().from(sorterScans).where(eq(sorterScans.userId, seller.userId));
    expect(row).toMatchObject({
      gate: 'GATE_3',
      ruleId: section.ruleIds[1],
      ruleName: 'Keep',
      fallback: null,
      source: 'WEDGE',
      price: book.buyBoxPrice,
      // What the marketplace pays out: the profit before the seller's own buy and inbound costs.
      payout: profitAt(book.buyBoxPrice!, book.weight, 'MF', { buyCost: 0, inboundCost: 0 }, DEFAULT_MEDIA_MAIL_RATES),
      salesRank: book.salesRank,
    });
  });

  it('counts a resent scan once (recorded false) and keeps where the tablet sent the book, even when the server decides otherwise', async () => {
    const seller = await newSorterSeller();
    await insertSection(server.db, seller.userId, [takeAll('GATE_5')]);
    // Decided offline with no section yet: the book went to GATE_11; the server now says GATE_5.
    const scan = scanOf(book.isbn13, { decidedOffline: true });
    expect(dataOf(await record(seller, scan))).toMatchObject({ recorded: true, decision: { gate: 'GATE_5', fallback: null } });
    expect(dataOf(await record(seller, scan)).recorded).toBe(false);
    const report = await stats(seller, '2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z');
    expect(report).toMatchObject({ totalScan: 1, fallbackRejects: 1, selectedGatesTotal: 0, salesPrice: 0 });
    expect(report.gates[10]).toMatchObject({ gate: 'GATE_11', totalScan: 1 });
    expect(report.fallbacks.find((each) => each.fallback === 'NO_SECTION')?.scans).toBe(1);
  });

  it('records the server’s own decision for a scan the tablet asked it about, not the Timeout gate it held in reserve', async () => {
    const seller = await newSorterSeller();
    const section = await insertSection(server.db, seller.userId, [takeAll('GATE_4')]);
    const asked = scanOf(book.isbn13, { gate: 'GATE_11', fallback: 'TIMEOUT', decidedOffline: false });
    expect(dataOf(await record(seller, asked)).decision).toMatchObject({ gate: 'GATE_4', fallback: null });
    const [row] = await server.db.select().from(sorterScans).where(eq(sorterScans.userId, seller.userId));
    expect(row).toMatchObject({ gate: 'GATE_4', fallback: null, ruleId: section.ruleIds[0], ruleName: 'Keep', price: book.buyBoxPrice, decidedOffline: false });
  });

  it('answers a bad read with the Invalid Barcode fallback, not an error, and an unlisted book with No Amazon Listing', async () => {
    const seller = await newSorterSeller();
    await insertSection(server.db, seller.userId, [takeAll('GATE_5')]);
    const misread = `${book.isbn13.slice(0, 12)}${(Number(book.isbn13[12]) + 1) % 10}`;
    const bad = dataOf(await record(seller, scanOf(misread, { fallback: 'INVALID_BARCODE' })));
    expect(bad).toMatchObject({ recorded: true, decision: { fallback: 'INVALID_BARCODE', gate: 'GATE_11', rule: null } });
    expect(dataOf(await record(seller, scanOf('not a code', { fallback: 'INVALID_BARCODE' }))).decision.fallback).toBe('INVALID_BARCODE');
    expect(dataOf(await record(seller, scanOf(unlistedIsbn(), { fallback: 'NO_LISTING' }))).decision.fallback).toBe('NO_LISTING');
  });

  it('refuses a scan naming both a rule and a fallback, or neither, and a scan without an id, naming the field', async () => {
    const seller = await newSorterSeller();
    fieldError(await record(seller, scanOf(book.isbn13, { ruleId: 4 })), 'ruleId');
    fieldError(await record(seller, scanOf(book.isbn13, { fallback: null, ruleId: null })), 'ruleId');
    fieldError(await record(seller, scanOf(book.isbn13, { scanId: 'scan-1' })), 'scanId');
    fieldError(await record(seller, scanOf(book.isbn13, { gate: 'GATE_12' })), 'gate');
    fieldError(await record(seller, scanOf(book.isbn13, { source: 'MACHINE' })), 'source');
    fieldError(await record(seller, scanOf(' ')), 'code');
  });
});

describe('sorter/scan/stats', () => {
  it('reports the range’s scans by gate and fallback, with the selected books’ price and payout; from inclusive, to exclusive; never another seller’s', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    const section = await insertSection(server.db, seller.userId, [takeAll('GATE_2', 'Buy box')]);
    const selected = (code: string, at: string) => scanOf(code, { gate: 'GATE_2', fallback: null, ruleId: section.ruleIds[0], scannedAt: at });
    dataOf(await record(seller, selected(book.isbn13, '2026-04-01T00:00:00Z')));
    dataOf(await record(seller, selected(secondBook.isbn13, '2026-04-01T10:00:00Z')));
    dataOf(await record(seller, scanOf('123', { gate: 'GATE_7', fallback: 'INVALID_BARCODE', scannedAt: '2026-04-01T11:00:00Z' })));
    dataOf(await record(seller, scanOf(book.isbn13, { gate: 'GATE_7', fallback: 'TIMEOUT', scannedAt: '2026-04-01T23:59:59.999Z' })));
    // Outside the range: exactly at its end, and before it.
    dataOf(await record(seller, selected(book.isbn13, '2026-04-02T00:00:00Z')));
    dataOf(await record(seller, selected(book.isbn13, '2026-03-31T23:59:59Z')));
    dataOf(await record(other, scanOf(book.isbn13, { scannedAt: '2026-04-01T12:00:00Z' })));

    const payout = (each: CatalogBook) => profitAt(each.buyBoxPrice!, each.weight, 'MF', { buyCost: 0, inboundCost: 0 }, DEFAULT_MEDIA_MAIL_RATES);
    const report = await stats(seller, '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z');
    const money = { salesPrice: book.buyBoxPrice! + secondBook.buyBoxPrice!, totalPayout: payout(book) + payout(secondBook) };
    expect(report).toMatchObject({ totalScan: 4, selectedGatesTotal: 2, fallbackRejects: 2, ...money });
    expect(report.gates[1]).toEqual({ gate: 'GATE_2', totalScan: 2, selectedGatesTotal: 2, fallbackRejects: 0, ...money });
    expect(report.gates[6]).toEqual({ gate: 'GATE_7', totalScan: 2, selectedGatesTotal: 0, fallbackRejects: 2, salesPrice: 0, totalPayout: 0 });
    expect(report.gates.filter((gate) => gate.totalScan === 0)).toHaveLength(9);
    expect(Object.fromEntries(report.fallbacks.map((each) => [each.fallback, each.scans]))).toEqual({
      REJECT: 0, INVALID_BARCODE: 1, NO_LISTING: 0, NO_SR: 0, NO_SECTION: 0, TIMEOUT: 1,
    });
  });

  it('refuses a range that ends before it starts, naming to, and a date that is not one, naming it', async () => {
    const seller = await newSorterSeller();
    fieldError(await server.call(api.stats, { query: { from: '2026-04-02T00:00:00Z', to: '2026-04-01T00:00:00Z' } }, { auth: seller }), 'to');
    fieldError(await server.call(api.stats, { query: { from: '2026-04-01T00:00:00Z', to: '2026-04-01T00:00:00Z' } }, { auth: seller }), 'to');
    fieldError(await server.call(api.stats, { query: { from: 'yesterday', to: '2026-04-01T00:00:00Z' } }, { auth: seller }), 'from');
  });

  it('needs the Sorter product, and the XSRF header for the scan', async () => {
    const owner = await newSorterSeller();
    expect(apiError(await server.call(api.stats, { query: { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' } }, { auth: null })).status).toBe(401);
    await expectProductGuarded(server, { product: 'SORTER', other: 'BOOKZY' }, [
      { endpoint: metaApi.meta, input: {}, owner },
      { endpoint: api.record, input: { body: scanOf(book.isbn13) }, owner },
      { endpoint: api.stats, input: { query: { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' } }, owner },
      { endpoint: api.requestReport, input: { body: { period: 'DAY', from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z', tzOffset: 0 } }, owner },
      { endpoint: api.report, input: { query: { id: 1 } }, owner },
    ]);
  });
});
