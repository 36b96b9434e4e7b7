import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminClaimPage } from '../../../src/contract';
import { reimbursementLosses } from '../../db/schema';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../../testing/testServer';

/*
 * Losses of two sellers in every state, written as the ledger copy and claims write them, then
 * read by tab across both accounts.
 */

const api = adminApi.reimbursement;
const DAY_MS = 86_400_000;
let server: TestServer;
let admin: AdminAuth;
let ada: SellerAuth;
let ben: SellerAuth;
let now: number;
const tag = `T${Date.now().toString(36)}`;
const ids: Record<string, number> = {};

const search = async (query: Record<string, string | number>) => dataOf(await server.call<AdminClaimPage>(api.search, { query }, { auth: admin }));

async function loss(name: string, sellerId: number, fields: Partial<typeof reimbursementLosses.$inferInsert> & { daysAgo: number }) {
  const occurredAt = new Date(now - fields.daysAgo * DAY_MS);
  const [row] = await server.db
    .insert(reimbursementLosses)
    .values({
      sellerId,
      ledgerKey: `${tag}-${name}`,
      kind: 'LOST_INBOUND',
      occurredAt,
      claimDeadline: new Date(occurredAt.getTime() + 60 * DAY_MS),
      shipmentCode: `FBA${tag}`,
      shipmentName: 'March shipment',
      sku: `${tag}-${name}`,
      fnsku: 'X0001',
      asin: 'B000000001',
      isbn13: '9780000000001',
      title: `A book called ${name}`,
      condition: 'UsedGood',
      units: 2,
      value: 1000,
      ...fields,
    })
    .returning({ id: reimbursementLosses.id });
  ids[name] = row!.id;
}

let before: AdminClaimPage['totals'];

beforeAll(async () => {
  server = await startTestServer();
  server.freezeClock();
  now = server.clock().getTime();
  admin = await server.signInAdmin();
  ada = await server.newSeller();
  ben = await server.newSeller();
  before = (await search({})).totals;
  await loss('open-soon', ada.userId, { daysAgo: 55 });
  await loss('open-later', ben.userId, { daysAgo: 5, units: 3, value: 700 });
  await loss('expired', ada.userId, { daysAgo: 61 });
  await loss('claimed', ada.userId, { daysAgo: 20, caseId: `CASE-${tag}-1`, claimedAt: new Date(now - 2 * DAY_MS), decidedAt: new Date(now + 5 * DAY_MS), decision: 'REIMBURSED', decisionAmount: 900 });
  await loss('denied', ben.userId, { daysAgo: 30, caseId: `CASE-${tag}-2`, claimedAt: new Date(now - 9 * DAY_MS), decidedAt: new Date(now - DAY_MS), decision: 'DENIED', denialReason: 'Found in the warehouse' });
  await loss('paid-claim', ben.userId, { daysAgo: 40, caseId: `CASE-${tag}-3`, claimedAt: new Date(now - 20 * DAY_MS), decidedAt: new Date(now - 3 * DAY_MS), decision: 'REIMBURSED', decisionAmount: 800 });
  await loss('paid-market', ada.userId, { daysAgo: 10, settledAmount: 650 });
});
afterAll(() => server.close());

const names = (page: AdminClaimPage) => page.rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

describe('reimbursement claims across accounts', () => {
  it('puts each loss in its tab: open (claimable), claimed (filed, pending or denied), paid; expired in none', async () => {
    expect(names(await search({ searchText: tag }))).toEqual(['open-soon', 'open-later']);
    expect(names(await search({ tab: 'claimed', searchText: tag }))).toEqual(['claimed', 'denied']);
    expect(names(await search({ tab: 'paid', searchText: tag }))).toEqual(['paid-claim', 'paid-market']);
    const denied = (await search({ tab: 'claimed', searchText: tag })).rows[1]!;
    expect(denied).toMatchObject({ status: 'DENIED', denialReason: 'Found in the warehouse', seller: { userId: ben.userId, email: ben.email, name: 'Test Seller', company: null } });
    // The decision of a pending claim stays sealed until the marketplace reveals it.
    expect((await search({ tab: 'claimed', searchText: tag })).rows[0]).toMatchObject({ status: 'CLAIMED', amount: null });
  });

  it('totals every tab across accounts whatever the search: losses, sellers, units, value and what was paid', async () => {
    const { totals } = await search({ searchText: 'nothing matches this' });
    const added = (tab: keyof typeof totals) => ({
      count: totals[tab].count - before[tab].count,
      units: totals[tab].units - before[tab].units,
      value: totals[tab].value - before[tab].value,
      amount: totals[tab].amount - before[tab].amount,
    });
    expect(added('open')).toEqual({ count: 2, units: 5, value: 1700, amount: 0 });
    expect(added('claimed')).toEqual({ count: 2, units: 4, value: 2000, amount: 0 });
    expect(added('paid')).toEqual({ count: 2, units: 4, value: 2000, amount: 1450 });
    expect(totals.open.sellers).toBeGreaterThanOrEqual(2);
  });

  it("searches by the seller's e-mail, the case id or the title, and pages", async () => {
    expect(names(await search({ tab: 'paid', searchText: ada.email }))).toEqual(['paid-market']);
    expect(names(await search({ tab: 'claimed', searchText: `CASE-${tag}-2` }))).toEqual(['denied']);
    expect(names(await search({ searchText: 'called open-later' }))).toEqual(['open-later']);
    const second = await search({ searchText: tag, pageSize: 1, page: 1 });
    expect(second).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(names(second)).toEqual(['open-later']);
  });

  it('refuses an unknown tab and a page size out of bounds', async () => {
    fieldError(await server.call(api.search, { query: { tab: 'expired' } }, { auth: admin }), 'tab');
    fieldError(await server.call(api.search, { query: { pageSize: 101 } }, { auth: admin }), 'pageSize');
    expect(apiError(await server.call(api.search, {}, { auth: ada })).status).toBe(401);
  });
});
