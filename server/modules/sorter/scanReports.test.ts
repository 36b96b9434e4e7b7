import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sellerApi, type SorterReport } from '../../../src/contract';
import { sorterScans } from '../../db/schema';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.sorterScans;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: 'work' });
});
afterAll(() => server.close());

const newSorterSeller = () => server.newSeller([['SORTER', 'ACTIVE']]);
const request = (seller: SellerAuth, body: unknown) => server.call<SorterReport>(api.requestReport, { body }, { auth: seller });
const readReport = (seller: SellerAuth, id: number) => server.call<SorterReport>(api.report, { query: { id } }, { auth: seller });

/** Scans written straight to the table: the reports read what was recorded, however it came. */
async function insertScans(userId: number, scans: { at: string; gate?: string; fallback?: string | null; price?: number; payout?: number }[]) {
  await server.db.insert(sorterScans).values(
    scans.map(({ at, gate = 'GATE_1', fallback = null, price, payout }) => ({
      userId,
      scanId: randomUUID(),
      code: '9780000000002',
      scannedAt: new Date(at),
      source: 'WEDGE' as const,
      gate: gate as 'GATE_1',
      fallback: fallback as null,
      decidedOffline: false,
      price: fallback === null ? (price ?? 1000) : null,
      payout: fallback === null ? (payout ?? 600) : null,
    })),
  );
}

const startsAndTotals = (report: SorterReport) => report.rows!.map((row) => [row.start, row.totalScan]);

describe('sorter reports answered at once', () => {
  it('puts a scan at 23:30 on the seller’s clock into that day, west and east of UTC, with every empty day, oldest first', async () => {
    const seller = await newSorterSeller();
    await insertScans(seller.userId, [
      { at: '2026-04-02T04:30:00Z' }, // 23:30 on 1 April at UTC-5
      { at: '2026-04-02T05:30:00Z', gate: 'GATE_4', fallback: 'REJECT' }, // 00:30 on 2 April at UTC-5
    ]);
    const west = dataOf(await request(seller, { period: 'DAY', from: '2026-04-01T05:00:00Z', to: '2026-04-04T05:00:00Z', tzOffset: -300 }));
    expect(west).toMatchObject({ id: null, state: 'DONE', error: null });
    expect(startsAndTotals(west)).toEqual([
      ['2026-04-01T05:00:00.000Z', 1],
      ['2026-04-02T05:00:00.000Z', 1],
      ['2026-04-03T05:00:00.000Z', 0],
    ]);
    expect(west.rows![0]).toMatchObject({ selectedGatesTotal: 1, fallbackRejects: 0, salesPrice: 1000, totalPayout: 600 });
    expect(west.rows![1]).toMatchObject({ selectedGatesTotal: 0, fallbackRejects: 1, salesPrice: 0, gates: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0] });

    // At UTC+2 both are on 2 April: 06:30 and 07:30.
    const east = dataOf(await request(seller, { period: 'DAY', from: '2026-03-31T22:00:00Z', to: '2026-04-02T22:00:00Z', tzOffset: 120 }));
    expect(startsAndTotals(east)).toEqual([
      ['2026-03-31T22:00:00.000Z', 0],
      ['2026-04-01T22:00:00.000Z', 2],
    ]);
  });

  it('starts weeks on Monday, and months and years on the seller’s first midnight', async () => {
    const seller = await newSorterSeller();
    await insertScans(seller.userId, [
      { at: '2026-04-06T04:30:00Z' }, // Sunday 5 April, 23:30 at UTC-5
      { at: '2026-04-06T05:30:00Z' }, // Monday 6 April, 00:30
      { at: '2026-05-01T04:30:00Z' }, // 30 April, 23:30
      { at: '2027-01-01T04:30:00Z' }, // 31 December 2026, 23:30
      { at: '2027-01-01T05:30:00Z' }, // 1 January 2027, 00:30
    ]);
    const weeks = dataOf(await request(seller, { period: 'WEEK', from: '2026-04-01T05:00:00Z', to: '2026-04-15T05:00:00Z', tzOffset: -300 }));
    expect(startsAndTotals(weeks)).toEqual([
      ['2026-03-30T05:00:00.000Z', 1],
      ['2026-04-06T05:00:00.000Z', 1],
      ['2026-04-13T05:00:00.000Z', 0],
    ]);
    const months = dataOf(await request(seller, { period: 'MONTH', from: '2026-04-01T05:00:00Z', to: '2026-06-01T05:00:00Z', tzOffset: -300 }));
    expect(startsAndTotals(months)).toEqual([
      ['2026-04-01T05:00:00.000Z', 3],
      ['2026-05-01T05:00:00.000Z', 0],
    ]);
    const years = dataOf(await request(seller, { period: 'YEAR', from: '2026-12-01T05:00:00Z', to: '2027-02-01T05:00:00Z', tzOffset: -300 }));
    expect(startsAndTotals(years)).toEqual([
      ['2026-01-01T05:00:00.000Z', 1],
      ['2027-01-01T05:00:00.000Z', 1],
    ]);
  });

  it('answers hourly rows, and an offset of half an hour', async () => {
    const seller = await newSorterSeller();
    await insertScans(seller.userId, [{ at: '2026-04-01T10:59:59Z' }, { at: '2026-04-01T11:00:00Z' }, { at: '2026-04-01T11:29:00Z' }, { at: '2026-04-01T11:30:00Z' }]);
    const hours = dataOf(await request(seller, { period: 'HOUR', from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z', tzOffset: 0 }));
    expect(hours.rows).toHaveLength(24);
    expect(hours.rows!.map((row) => row.totalScan).slice(9, 13)).toEqual([0, 1, 3, 0]);
    // India (UTC+5:30): the hours start at :30 UTC.
    const india = dataOf(await request(seller, { period: 'HOUR', from: '2026-04-01T10:30:00Z', to: '2026-04-01T12:30:00Z', tzOffset: 330 }));
    expect(startsAndTotals(india)).toEqual([
      ['2026-04-01T10:30:00.000Z', 3],
      ['2026-04-01T11:30:00.000Z', 1],
    ]);
  });

  it('refuses a range that ends before it starts, naming to, and a report of too many rows, naming period', async () => {
    const seller = await newSorterSeller();
    fieldError(await request(seller, { period: 'DAY', from: '2026-04-02T00:00:00Z', to: '2026-04-01T00:00:00Z', tzOffset: 0 }), 'to');
    expect(fieldError(await request(seller, { period: 'HOUR', from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z', tzOffset: 0 }), 'period')).toMatch(/50,000 rows/);
    fieldError(await request(seller, { period: 'FORTNIGHT', from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z', tzOffset: 0 }), 'period');
    fieldError(await request(seller, { period: 'DAY', from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z', tzOffset: 900 }), 'tzOffset');
  });
});

describe('sorter reports made by a job', () => {
  async function waitUntilDone(seller: SellerAuth, id: number): Promise<SorterReport> {
    let report: SorterReport | undefined;
    await vi.waitFor(
      async () => {
        report = dataOf(await readReport(seller, id));
        if (report.state !== 'DONE' && report.state !== 'FAILED') throw new Error(`report ${id} is ${report.state}`);
      },
      { timeout: 20_000, interval: 100 },
    );
    return report!;
  }

  it('queues a report over more than 92 days, answers its state, then its rows; another seller gets 404', async () => {
    const seller = await newSorterSeller();
    const other = await newSorterSeller();
    await insertScans(seller.userId, [{ at: '2026-01-01T00:00:00Z' }, { at: '2026-06-30T23:59:59Z', gate: 'GATE_2', fallback: 'NO_SR' }]);
    const body = { period: 'DAY', from: '2026-01-01T00:00:00Z', to: '2026-07-01T00:00:00Z', tzOffset: 0 };
    const queued = dataOf(await request(seller, body));
    expect(queued).toMatchObject({ state: 'QUEUED', rows: null, request: body });
    expect(queued.id).toEqual(expect.any(Number));

    const done = await waitUntilDone(seller, queued.id!);
    expect(done.state).toBe('DONE');
    expect(done.rows).toHaveLength(181);
    expect(done.rows![0]).toMatchObject({ start: '2026-01-01T00:00:00.000Z', totalScan: 1 });
    expect(done.rows![180]).toMatchObject({ start: '2026-06-30T00:00:00.000Z', totalScan: 1, fallbackRejects: 1 });
    expect(done.rows!.slice(1, 180).every((row) => row.totalScan === 0)).toBe(true);

    expect(apiError(await readReport(other, queued.id!))).toMatchObject({ status: 404 });
    expect(apiError(await readReport(seller, 2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('queues a short range with too many rows for an answer at once (hourly over 20 days)', async () => {
    const seller = await newSorterSeller();
    const queued = dataOf(await request(seller, { period: 'HOUR', from: '2026-04-01T00:00:00Z', to: '2026-04-21T00:00:00Z', tzOffset: 0 }));
    expect(queued.state).toBe('QUEUED');
    expect((await waitUntilDone(seller, queued.id!)).rows).toHaveLength(480);
  });
});
