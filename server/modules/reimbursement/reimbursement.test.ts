import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  REIMBURSEMENT_CLAIM_WINDOW_DAYS,
  sellerApi,
  type ReimbursementExport,
  type ReimbursementRow,
} from '../../../src/contract';
import { parseCsvRecords } from '../../../src/contract/csvRecords';
import { expectProductGuarded } from '../../testing/guards';
import { acceptedShipment, booksOf, completedPlan, newReimbursementSeller, searchLosses } from '../../testing/reimbursement';
import { SELLER_PASSWORD, apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { createReimbursementSimulator } from '../../marketplace/reimbursements/reimbursementSimulator';
import type { ReceivedShipment } from '../../marketplace/reimbursements/reimbursementMarketplace';

const api = sellerApi.reimbursement;
const DAY = 86_400_000;
const ledger = createReimbursementSimulator();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.freezeClock();
});
afterAll(() => server.close());

/** What the marketplace's ledger holds for these shipments now, by key. */
async function expectedLosses(shipments: ReceivedShipment[]) {
  return (await ledger.ledger(shipments, server.clock())).losses;
}

/** Moves the clock past the access token's life: the seller signs in again. */
async function later(seller: SellerAuth, ms: number) {
  server.advanceClock(ms);
  return server.signIn(seller.email, SELLER_PASSWORD);
}

const every = async (seller: SellerAuth, query: Record<string, string | number> = {}) => (await searchLosses(server, seller, { pageSize: 100, ...query })).rows;
const claim = (seller: SellerAuth, ids: unknown) => server.call<ReimbursementRow[]>(api.claim, { body: { ids } }, { auth: seller });

/** A seller with a shipment of 40 books x 25 units received 90 days ago and a plan of 20 x 20 received 30 days ago. */
async function sellerWithLosses() {
  const seller = await newReimbursementSeller(server);
  const now = server.clock().getTime();
  const shipments = [
    await acceptedShipment(server, seller, booksOf(40, 25, 100), new Date(now - 100 * DAY)),
    await completedPlan(server, seller, booksOf(20, 20, 400), new Date(now - 40 * DAY)),
  ];
  return { seller, shipments, expected: await expectedLosses(shipments) };
}

describe('the report', () => {
  it("lists exactly the marketplace ledger's losses in the seller's received shipments, both flows, newest first", async () => {
    const { seller, shipments, expected } = await sellerWithLosses();
    expect(expected.length).toBeGreaterThan(20);
    const page = await searchLosses(server, seller, { pageSize: 100 });
    expect(page.total).toBe(expected.length);
    const rows = await every(seller);
    expect(rows.map((row) => `${row.shipment.code}|${row.fnsku}`).sort()).toEqual(expected.map((loss) => loss.key.split('|').slice(0, 2).join('|')).sort());
    const times = rows.map((row) => Date.parse(row.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rows.map((row) => row.shipment.code))).toEqual(new Set(shipments.filter((shipment) => expected.some((loss) => loss.shipment.code === shipment.code)).map((s) => s.code)));
    const plan = rows.find((row) => row.shipment.code === shipments[1]!.code);
    expect(plan?.shipment.name).toBe('Reimbursement test plan to ONT8');
  });

  it('gives each loss its window, days left, status and value as the rules say', async () => {
    const { seller, expected } = await sellerWithLosses();
    const now = server.clock().getTime();
    for (const row of await every(seller)) {
      const loss = expected.find((candidate) => candidate.shipment.code === row.shipment.code && candidate.line.fnsku === row.fnsku && candidate.occurredAt.toISOString() === row.occurredAt)!;
      expect(row.value).toBe(loss.value);
      expect(Date.parse(row.claimDeadline) - Date.parse(row.occurredAt)).toBe(REIMBURSEMENT_CLAIM_WINDOW_DAYS * DAY);
      if (loss.settledAmount !== null) {
        expect(row).toMatchObject({ status: 'REIMBURSED', amount: loss.value, settledBy: 'MARKETPLACE', daysLeft: null, reimbursedAt: row.occurredAt });
      } else if (Date.parse(row.claimDeadline) < now) {
        expect(row).toMatchObject({ status: 'EXPIRED', amount: null, daysLeft: null });
      } else {
        expect(row).toMatchObject({ status: 'ELIGIBLE', amount: null, daysLeft: Math.floor((Date.parse(row.claimDeadline) - now) / DAY) });
      }
    }
    const statuses = new Set((await every(seller)).map((row) => row.status));
    expect(statuses).toContain('ELIGIBLE');
    expect(statuses).toContain('EXPIRED');
  });

  it('adds losses as they happen, and sums the whole ledger by status whatever the filters', async () => {
    const { seller, shipments } = await sellerWithLosses();
    const before = (await searchLosses(server, seller)).total;
    const moved = await later(seller, 120 * DAY);
    const page = await searchLosses(server, moved, { statuses: 'ELIGIBLE' });
    const all = await expectedLosses(shipments);
    expect(all.length).toBeGreaterThan(before);
    const totalCount = Object.values(page.totals).reduce((sum, total) => sum + total.count, 0);
    expect(totalCount).toBe(all.length);
    expect(page.totals.ELIGIBLE.count).toBe(page.total);
    expect(page.totals.REIMBURSED.amount).toBe(all.filter((loss) => loss.settledAmount !== null).reduce((sum, loss) => sum + loss.value, 0));
    const eligible = await every(moved, { statuses: 'ELIGIBLE' });
    expect(page.expiringSoon).toBe(eligible.filter((row) => row.daysLeft! < 7).length);
  });
});

describe('the ledger copy', () => {
  it('takes in a shipment received after the last read at once, and keeps losses already copied', async () => {
    const { seller, shipments } = await sellerWithLosses();
    const before = await every(seller);
    const now = server.clock().getTime();
    const another = await acceptedShipment(server, seller, booksOf(30, 20, 700), new Date(now - 50 * DAY));
    const expected = await expectedLosses([...shipments, another]);
    const after = await searchLosses(server, seller, { pageSize: 100 });
    expect(after.total).toBe(expected.length);
    expect(after.total).toBeGreaterThan(before.length);
    expect((await every(seller)).filter((row) => before.some((old) => old.id === row.id))).toHaveLength(before.length);
  });
});

describe('searching, filtering, sorting and paging', () => {
  let seller: SellerAuth;
  let rows: ReimbursementRow[];
  beforeAll(async () => {
    ({ seller } = await sellerWithLosses());
    rows = await every(seller);
  });

  it('finds by SKU, FNSKU, ISBN, ASIN, title words and shipment, in any case', async () => {
    const sample = rows[3]!;
    for (const text of [sample.sku, sample.fnsku.toLowerCase(), sample.isbn13, sample.asin, sample.title.split(' ').slice(0, 2).join(' ').toUpperCase(), sample.shipment.code]) {
      const found = await every(seller, { searchText: text });
      expect(found.length, text).toBeGreaterThan(0);
      expect(found.map((row) => row.id), text).toContain(sample.id);
    }
    expect(await every(seller, { searchText: '100%_off' })).toEqual([]);
  });

  it('filters by status and kind (each a list), and by the day of the loss', async () => {
    const expired = await every(seller, { statuses: 'EXPIRED' });
    expect(expired.length).toBe(rows.filter((row) => row.status === 'EXPIRED').length);
    const two = await every(seller, { statuses: 'ELIGIBLE,REIMBURSED' });
    expect(two.length).toBe(rows.filter((row) => row.status === 'ELIGIBLE' || row.status === 'REIMBURSED').length);
    const lost = await every(seller, { kinds: 'LOST_INBOUND' });
    expect(lost.length).toBe(rows.filter((row) => row.kind === 'LOST_INBOUND').length);
    const day = rows[0]!.occurredAt.slice(0, 10);
    const thatDay = await every(seller, { from: day, to: day });
    expect(thatDay.length).toBe(rows.filter((row) => row.occurredAt.startsWith(day)).length);
    expect(thatDay.length).toBeGreaterThan(0);
  });

  it('sorts by each field both ways, and pages without overlap', async () => {
    const byValue = await every(seller, { sortField: 'VALUE', sortOrder: 'ASC' });
    expect(byValue.map((row) => row.value)).toEqual(rows.map((row) => row.value).sort((a, b) => a - b));
    const byTitle = await every(seller, { sortField: 'TITLE', sortOrder: 'DESC' });
    expect(byTitle[0]!.title >= byTitle.at(-1)!.title).toBe(true);
    const byStatus = await every(seller, { sortField: 'STATUS', sortOrder: 'ASC' });
    expect(byStatus[0]!.status).toBe('ELIGIBLE');
    const first = await searchLosses(server, seller, { pageSize: 10, sortField: 'DEADLINE', sortOrder: 'ASC' });
    const second = await searchLosses(server, seller, { pageSize: 10, page: 1, sortField: 'DEADLINE', sortOrder: 'ASC' });
    expect(first.rows).toHaveLength(10);
    expect(second.page).toBe(1);
    expect(first.rows.map((row) => row.id).filter((id) => second.rows.some((row) => row.id === id))).toEqual([]);
    expect(Date.parse(first.rows.at(-1)!.claimDeadline)).toBeLessThanOrEqual(Date.parse(second.rows[0]!.claimDeadline));
  });

  it('refuses a bad filter naming it', async () => {
    const refuse = async (query: Record<string, string>, field: string) =>
      fieldError(await server.call(api.search, { query }, { auth: seller }), field);
    expect(await refuse({ statuses: 'ELIGIBLE,LOST' }, 'statuses')).toContain('ELIGIBLE');
    expect(await refuse({ kinds: 'STOLEN' }, 'kinds')).toContain('LOST_INBOUND');
    expect(await refuse({ from: '2026-13-01' }, 'from')).toContain('date like');
    expect(await refuse({ sortField: 'PRICE' }, 'sortField')).toContain('OCCURRED');
    expect(await refuse({ pageSize: '1000' }, 'pageSize')).toContain('at most 100');
    expect(await refuse({ searchText: 'x'.repeat(101) }, 'searchText')).toContain('at most 100');
    expect(await refuse({ from: '2026-05-02', to: '2026-05-01' }, 'to')).toContain('on or after from');
  });
});

describe('exporting', () => {
  it('writes every loss the filters match, in their order, all pages, as the shared CSV writer does', async () => {
    const { seller } = await sellerWithLosses();
    const query = { statuses: 'ELIGIBLE,EXPIRED', sortField: 'VALUE', sortOrder: 'DESC' };
    const rows = await every(seller, query);
    const file = dataOf(await server.call<ReimbursementExport>(api.export, { query }, { auth: seller }));
    expect(file.fileName).toMatch(/^reimbursement-claims-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.rows).toBe(rows.length);
    const parsed = parseCsvRecords(file.csv);
    if (!parsed.ok) throw new Error(parsed.message);
    const [header, ...lines] = parsed.records.map((record) => record.cells);
    expect(header!.slice(0, 4)).toEqual(['Loss', 'Status', 'What happened', 'Date']);
    expect(lines.map((line) => Number(line[0]))).toEqual(rows.map((row) => row.id));
    const first = lines[0]!;
    expect(first[header!.indexOf('SKU')]).toBe(rows[0]!.sku);
    expect(first[header!.indexOf('Value')]).toBe((rows[0]!.value / 100).toFixed(2));
    expect(file.csv.endsWith('\r\n')).toBe(true);
  });
});

describe('claiming', () => {
  it('files claims for eligible losses: CLAIMED with a case, then the decision on its day', async () => {
    const { seller } = await sellerWithLosses();
    const eligible = await every(seller, { statuses: 'ELIGIBLE' });
    const picked = eligible.slice(0, 6);
    const claimed = dataOf(await claim(seller, picked.map((row) => row.id)));
    expect(claimed.map((row) => row.id)).toEqual(picked.map((row) => row.id).sort((a, b) => a - b));
    for (const row of claimed) {
      expect(row).toMatchObject({ status: 'CLAIMED', claimedAt: server.clock().toISOString(), amount: null, denialReason: null, daysLeft: null });
      expect(row.caseId).toMatch(/^CASE-[0-9A-Z]{12}$/);
    }
    expect((await searchLosses(server, seller)).totals.CLAIMED.count).toBe(6);

    const decided = await every(await later(seller, 6 * DAY), { searchText: '' });
    for (const row of decided.filter((candidate) => picked.some((pick) => pick.id === candidate.id))) {
      expect(['REIMBURSED', 'DENIED']).toContain(row.status);
      if (row.status === 'REIMBURSED') expect(row).toMatchObject({ amount: row.value, settledBy: 'CLAIM', denialReason: null });
      else expect(row.denialReason).toBeTruthy();
    }
  });

  it('files all or none: one loss that is not eligible refuses the request, naming it (136)', async () => {
    const { seller } = await sellerWithLosses();
    const eligible = (await every(seller, { statuses: 'ELIGIBLE' }))[0]!;
    const expired = (await every(seller, { statuses: 'EXPIRED' }))[0]!;
    const refused = apiError(await claim(seller, [eligible.id, expired.id]));
    expect(refused).toMatchObject({ status: 409, errorCode: ErrorCode.CLAIM_NOT_ELIGIBLE });
    expect(refused.errorMessage).toContain(expired.sku);
    expect(refused.errorMessage).toContain('expired');
    expect((await every(seller, { statuses: 'CLAIMED' })).length).toBe(0);
    dataOf(await claim(seller, [eligible.id]));
    expect(apiError(await claim(seller, [eligible.id])).errorMessage).toContain('is claimed');
  });

  it('refuses bad lists naming the field', async () => {
    const seller = await newReimbursementSeller(server);
    expect(fieldError(await claim(seller, []), 'ids')).toContain('at least one');
    expect(fieldError(await claim(seller, Array.from({ length: 101 }, (_, i) => i + 1)), 'ids')).toContain('at most 100');
    expect(fieldError(await claim(seller, ['x']), 'ids')).toBeTruthy();
  });
});

describe("another seller's losses", () => {
  it('are never listed, exported or claimable (404, as a loss that does not exist)', async () => {
    const { seller: owner } = await sellerWithLosses();
    const stranger = await newReimbursementSeller(server);
    const theirs = (await every(owner, { statuses: 'ELIGIBLE' }))[0]!;
    const page = await searchLosses(server, stranger);
    expect(page.total).toBe(0);
    expect(Object.values(page.totals).every((total) => total.count === 0)).toBe(true);
    expect(await every(stranger, { searchText: theirs.sku })).toEqual([]);
    const file = dataOf(await server.call<ReimbursementExport>(api.export, {}, { auth: stranger }));
    expect(file.rows).toBe(0);
    expect(apiError(await claim(stranger, [theirs.id]))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect((await every(owner, { statuses: 'ELIGIBLE' }))[0]!.status).toBe('ELIGIBLE');
  });
});

describe('the product gate', () => {
  it('needs Reimbursement for every call, and the XSRF token to claim', async () => {
    const { seller } = await sellerWithLosses();
    const loss = (await every(seller, { statuses: 'ELIGIBLE' }))[0]!;
    await expectProductGuarded(server, { product: 'REIMBURSEMENT', other: 'LISTER' }, [
      { endpoint: api.search, input: {}, owner: seller },
      { endpoint: api.export, input: {}, owner: seller },
      { endpoint: api.claim, input: { body: { ids: [loss.id] } }, owner: seller },
    ]);
  });
});
