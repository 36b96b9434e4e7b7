import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SORTER_KEY_HEADER, sellerApi, type CatalogBook, type SorterRuleInput, type SorterStats } from '../../../src/contract';
import { sorterMachineKeys, sorterScans, users } from '../../db/schema';
import { deriveBook } from '../../marketplace/deriveBook';
import { catalogIsbn } from '../../marketplace/simulator';
import { insertMachineKey, insertSection, machineHeaders } from '../../testing/sorter';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterMachine;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
interface GateAnswer {
  gate: string;
  gateNumber: number;
  tag: string;
  color: string;
  sound: string;
  targetType: string;
  tookMs: number;
  decision?: { rule: { id: number; name: string } | null; fallback: string | null; price: number | null };
}
const ask = (endpoint: typeof api.test | typeof api.decideV2, code: string, headers: Record<string, string>, auth: SellerAuth | null = null) =>
  server.call<GateAnswer>(endpoint, { query: { code } }, { auth, headers, xsrf: false });

function sellingBook(): CatalogBook {
  for (let index = 0; ; index++) {
    const book = deriveBook(catalogIsbn(index));
    if (book.salesRank !== null && book.buyBoxPrice !== null) return book;
  }
}
const book = sellingBook();
const takeAll: SorterRuleInput = { name: 'Keep', gate: 'GATE_6', channel: 'FBA', priceSource: 'BUY_BOX', minProfit: null, maxSalesRank: null, maxOffers: null, minPrice: null };

const scansOf = (userId: number) => server.db.select().from(sorterScans).where(eq(sorterScans.userId, userId)).orderBy(sorterScans.id);

describe('external/sorter/test and v2', () => {
  it('answers the gate with what the controller shows for it, and its time; test records nothing, v2 records the scan as the machine’s', async () => {
    const seller = await newSorterSeller();
    const { ruleIds } = await insertSection(server.db, seller.userId, [takeAll]);
    const { secret } = await insertMachineKey(server.db, seller.userId);

    const tested = dataOf(await ask(api.test, book.isbn13, machineHeaders(secret)));
    expect(tested).toMatchObject({ gate: 'GATE_6', gateNumber: 6, tag: '', color: '#c2255c', sound: 'ding', targetType: 'NONE' });
    expect(tested.tookMs).toBeGreaterThan(0);
    expect(tested.tookMs).toBeLessThan(5_000);
    expect(await scansOf(seller.userId)).toHaveLength(0);

    const decided = dataOf(await ask(api.decideV2, book.isbn13, machineHeaders(secret)));
    expect(decided).toMatchObject({ gate: 'GATE_6', decision: { rule: { id: ruleIds[0], name: 'Keep' }, fallback: null, price: book.buyBoxPrice } });
    const bad = dataOf(await ask(api.decideV2, '9780000000001', machineHeaders(secret)));
    expect(bad).toMatchObject({ gate: 'GATE_11', decision: { fallback: 'INVALID_BARCODE', rule: null } });

    const scans = await scansOf(seller.userId);
    expect(scans.map((scan) => [scan.source, scan.gate, scan.ruleId, scan.fallback, scan.decidedOffline])).toEqual([
      ['MACHINE', 'GATE_6', ruleIds[0], null, false],
      ['MACHINE', 'GATE_11', null, 'INVALID_BARCODE', false],
    ]);
    expect(scans[0]!.price).toBe(book.buyBoxPrice);
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(2);
    const stats = dataOf(await server.call<SorterStats>(sellerApi.sorterScans.stats, { query: { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' } }, { auth: seller }));
    expect(stats).toMatchObject({ totalScan: 2, selectedGatesTotal: 1, salesPrice: book.buyBoxPrice });
  });

  it('records every one of many calls at once, each once (they are written together)', async () => {
    const seller = await newSorterSeller();
    await insertSection(server.db, seller.userId, [takeAll]);
    const { secret } = await insertMachineKey(server.db, seller.userId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(api.decideV2, book.isbn13, machineHeaders(secret))));
    expect(answers.map((answer) => dataOf(answer).gate)).toEqual(Array(12).fill('GATE_6'));
    const scans = await scansOf(seller.userId);
    expect(scans).toHaveLength(12);
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(12);
  });

  it('decides with the key owner’s configuration, never another seller’s', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    await insertSection(server.db, other.userId, [takeAll]);
    const { secret } = await insertMachineKey(server.db, seller.userId);
    expect(dataOf(await ask(api.decideV2, book.isbn13, machineHeaders(secret))).decision).toMatchObject({ fallback: 'NO_SECTION' });
    expect(await scansOf(other.userId)).toHaveLength(0);
  });

  it('refuses a missing, unknown or revoked key with 401 and says which', async () => {
    const seller = await newSorterSeller();
    const { secret } = await insertMachineKey(server.db, seller.userId, { revokedAt: new Date('2026-11-20T10:00:00Z') });
    for (const endpoint of [api.test, api.decideV2]) {
      const missing = apiError(await ask(endpoint, book.isbn13, {}));
      expect(missing).toMatchObject({ status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED });
      expect(missing.errorMessage).toMatch(/needs a machine key.*x-sorter-key/);
      const unknown = apiError(await ask(endpoint, book.isbn13, machineHeaders(`fsk_${'A'.repeat(43)}`)));
      expect(unknown).toMatchObject({ status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED });
      expect(unknown.errorMessage).toMatch(/not known/);
      expect(apiError(await ask(endpoint, book.isbn13, machineHeaders('a seller token'))).errorMessage).toMatch(/not known/);
      const revoked = apiError(await ask(endpoint, book.isbn13, machineHeaders(secret)));
      expect(revoked).toMatchObject({ status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED });
      expect(revoked.errorMessage).toMatch(/revoked on 2026-11-20/);
    }
    expect(await scansOf(seller.userId)).toHaveLength(0);
  });

  it('takes no seller session in place of a key: bearer token, device and cookies open nothing', async () => {
    const seller = await newSorterSeller();
    for (const endpoint of [api.test, api.decideV2]) {
      const withSession = apiError(await server.call(endpoint, { query: { code: book.isbn13 } }, { auth: seller }));
      expect(withSession).toMatchObject({ status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED });
    }
  });

  it('needs the key owner’s Sorter product usable and account enabled, as the seller’s own calls do', async () => {
    const frozen = await server.newSeller([['SORTER', 'FROZEN'], ['BOOKZY', 'ACTIVE']]);
    const frozenKey = await insertMachineKey(server.db, frozen.userId);
    expect(apiError(await ask(api.decideV2, book.isbn13, machineHeaders(frozenKey.secret)))).toMatchObject({ status: 403, errorCode: ErrorCode.PRODUCT_NOT_USABLE });
    const disabled = await newSorterSeller();
    const disabledKey = await insertMachineKey(server.db, disabled.userId);
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.userId));
    expect(apiError(await ask(api.test, book.isbn13, machineHeaders(disabledKey.secret)))).toMatchObject({ status: 403, errorCode: ErrorCode.ACCOUNT_DISABLED });
    expect(await scansOf(frozen.userId)).toHaveLength(0);
  });

  it('notes the key’s last use at most once a minute', async () => {
    const seller = await newSorterSeller();
    const key = await insertMachineKey(server.db, seller.userId);
    const lastUsed = async () => (await server.db.select().from(sorterMachineKeys).where(eq(sorterMachineKeys.id, key.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    dataOf(await ask(api.test, book.isbn13, machineHeaders(key.secret)));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    dataOf(await ask(api.test, book.isbn13, machineHeaders(key.secret)));
    expect(await lastUsed()).toEqual(first);
    server.advanceClock(61_000);
    try {
      dataOf(await ask(api.test, book.isbn13, machineHeaders(key.secret)));
      expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime() + 60_000);
    } finally {
      server.advanceClock(-61_000);
    }
  });

  it('refuses a missing or over-long code, naming it, and sets no XSRF cookie on a machine’s reply', async () => {
    const seller = await newSorterSeller();
    const { secret } = await insertMachineKey(server.db, seller.userId);
    fieldError(await ask(api.test, '', machineHeaders(secret)), 'code');
    fieldError(await ask(api.decideV2, '9'.repeat(33), machineHeaders(secret)), 'code');
    const reply = await server.app.inject({ method: 'GET', url: `/api/external/sorter/test?code=${book.isbn13}`, headers: { [SORTER_KEY_HEADER]: secret } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
