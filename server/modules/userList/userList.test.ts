import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type UserEmailExport, type UserListPage, type UserPickerItem } from '../../../src/contract';
import { addMonths, DAY_MS } from '../billing/periods';
import { customerAttributes, customerInteractions, invoices, nsessions, userCustomerAttributes } from '../../db/schema';
import { addCustomers, customerSpec } from '../../testing/customers';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';
import type { CustomerSpec } from '../../db/customers/spec';

const api = adminApi.userList;
let server: TestServer;
let admin: AdminAuth;
let now: Date;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
  now = server.clock();
});
afterAll(() => server.close());

const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
let batches = 0;
/** A query as the URL carries it. */
type Query = Record<string, string | number | boolean>;

/**
 * Sellers of one test, e-mailed <mark>-<name>@folio.test: searching the mark lists them and no one
 * else (the seeded customers and other tests' sellers included), so each filter is seen to narrow
 * exactly this batch.
 */
async function batch(specs: Record<string, Partial<CustomerSpec>>) {
  batches += 1;
  const mark = `ul${batches}x${Math.random().toString(36).slice(2, 7)}`;
  const names = Object.keys(specs);
  const ids = await addCustomers(server, names.map((name) => customerSpec(`${mark}-${name}@folio.test`, specs[name])));
  const idOf = Object.fromEntries(names.map((name, index) => [name, ids[index]!]));
  const list = async (query: Query = {}) => dataOf(await server.call<UserListPage>(api.list, { query: { searchText: mark, pageSize: 100, ...query } }, { auth: admin }));
  /** The names the filters leave, in the list's order. */
  const names_ = async (query: Query = {}) => (await list(query)).rows.map((row) => row.email.slice(mark.length + 1).split('@')[0]!);
  return { mark, idOf, list, names: names_ };
}

const stock = (skus: number, parts: Partial<{ nonBookSkus: number; fbaBookSkus: number; usedBookSkus: number; globalMinSkus: number }>) => ({
  skus, nonBookSkus: 0, fbaBookSkus: 0, usedBookSkus: 0, globalMinSkus: 0, ...parts,
});
const sorted = (values: string[]) => [...values].sort();

describe('GET management/user filters', () => {
  it('searchText finds the e-mail, name, company, phone, marketplace id or user id', async () => {
    const { names, idOf, mark } = await batch({
      ann: { firstName: 'Annabel', lastName: 'Quill', companyName: 'Quill Pages', phone: '+15035550101', marketplaceSellerId: 'MKT-ANN-7' },
      bob: { firstName: 'Bob', lastName: 'Stone' },
    });
    expect(sorted(await names())).toEqual(['ann', 'bob']);
    for (const text of ['annabel quill', 'quill pages', '5035550101', 'mkt-ann']) {
      const found = dataOf(await server.call<UserListPage>(api.list, { query: { searchText: text, pageSize: 100 } }, { auth: admin }));
      expect(found.rows.map((row) => row.id)).toContain(idOf.ann);
      expect(found.rows.map((row) => row.id)).not.toContain(idOf.bob);
    }
    const byId = dataOf(await server.call<UserListPage>(api.list, { query: { searchText: String(idOf.bob) } }, { auth: admin }));
    expect(byId.rows.map((row) => row.email)).toContain(`${mark}-bob@folio.test`);
  });

  it('registerDateAfterText keeps sellers registered on or after that day', async () => {
    const { names } = await batch({
      march: { registeredAt: new Date('2026-03-01T12:00:00Z') },
      april: { registeredAt: new Date('2026-04-01T00:00:00Z') },
      may: { registeredAt: new Date('2026-05-01T12:00:00Z') },
    });
    expect(sorted(await names({ registerDateAfterText: '2026-04-01' }))).toEqual(['april', 'may']);
  });

  it('subscriptionStatusQueries matches a product state, a state, a failed payment or no subscription, any of them', async () => {
    const { names } = await batch({
      active: { subscriptions: [{ planCode: 'REPRICER', startedAt: daysAgo(50), ending: { kind: 'RUNNING' } }] },
      lister: { subscriptions: [{ planCode: 'LISTER', startedAt: daysAgo(50), ending: { kind: 'RUNNING' } }] },
      frozen: { subscriptions: [{ planCode: 'LISTER', startedAt: addMonths(daysAgo(20), -2), ending: { kind: 'DECLINED', monthsPaid: 2 } }] },
      grace: { subscriptions: [{ planCode: 'REPRICER', startedAt: addMonths(daysAgo(2), -1), ending: { kind: 'DECLINED', monthsPaid: 1 } }] },
      cancelled: { subscriptions: [{ planCode: 'SORTER', startedAt: daysAgo(90), ending: { kind: 'CANCELLED', at: daysAgo(60), reason: 'PRICING_ISSUE', comment: null } }] },
      none: {},
    });
    expect(sorted(await names({ subscriptionStatusQueries: 'REPRICER:ACTIVE' }))).toEqual(['active', 'grace']);
    expect(sorted(await names({ subscriptionStatusQueries: 'LISTER:ACTIVE' }))).toEqual(['lister']);
    expect(await names({ subscriptionStatusQueries: 'FROZEN' })).toEqual(['frozen']);
    expect(await names({ subscriptionStatusQueries: 'UNSUBSCRIBED' })).toEqual(['cancelled']);
    expect(await names({ subscriptionStatusQueries: 'PAYMENT_FAILED' })).toEqual(['grace']);
    expect(await names({ subscriptionStatusQueries: 'LISTER:PAYMENT_FAILED' })).toEqual([]);
    expect(await names({ subscriptionStatusQueries: 'NONE' })).toEqual(['none']);
    expect(sorted(await names({ subscriptionStatusQueries: 'frozen, none' }))).toEqual(['frozen', 'none']);
  });

  it.each([
    ['nonBook', { nonBookSkus: 10 }, { nonBookSkus: 50 }],
    ['fbaBook', { fbaBookSkus: 10 }, { fbaBookSkus: 50 }],
    ['usedBook', { usedBookSkus: 10 }, { usedBookSkus: 50 }],
    ['globalMinReached', { globalMinSkus: 10 }, { globalMinSkus: 50 }],
  ] as const)('the %s percentage range keeps sellers whose latest run is within it', async (name, low, high) => {
    const { names, list } = await batch({ low: { stock: stock(100, low) }, high: { stock: stock(100, high) }, unmeasured: {} });
    expect(await names({ [`${name}PercentageGte`]: 30 })).toEqual(['high']);
    expect(await names({ [`${name}PercentageLte`]: 30 })).toEqual(['low']);
    expect(await names({ [`${name}PercentageGte`]: 10, [`${name}PercentageLte`]: 50 }).then(sorted)).toEqual(['high', 'low']);
    const rows = (await list()).rows;
    expect(rows.find((row) => row.email.includes('-high@'))!.percentages[name]).toBe(50);
    expect(rows.find((row) => row.email.includes('-unmeasured@'))!.percentages[name]).toBeNull();
  });

  it('counts FBA and FBM percentages of books only, leaving non-books out', async () => {
    const { list } = await batch({ mixed: { stock: stock(200, { nonBookSkus: 100, fbaBookSkus: 25, usedBookSkus: 75 }) } });
    expect((await list()).rows[0]!.percentages).toEqual({ nonBook: 50, fbaBook: 25, usedBook: 75, globalMinReached: 0 });
  });

  it('hasTwoFbaSession and hasTwoFbmSession count listing sessions by channel, the newer flow as FBA', async () => {
    const { names, idOf } = await batch({
      twoFba: { listingSessions: { fba: 2, fbm: 1 } },
      oneFbaOneNew: { listingSessions: { fba: 1, fbm: 0 } },
      twoFbm: { listingSessions: { fba: 0, fbm: 3 } },
      none: {},
    });
    await server.db.insert(nsessions).values({ userId: idOf.oneFbaOneNew!, type: 'fba', name: 'Newer flow' });
    expect(sorted(await names({ hasTwoFbaSession: true }))).toEqual(['oneFbaOneNew', 'twoFba']);
    expect(sorted(await names({ hasTwoFbaSession: false }))).toEqual(['none', 'twoFbm']);
    expect(await names({ hasTwoFbmSession: true })).toEqual(['twoFbm']);
    expect(sorted(await names({ hasTwoFbmSession: false }))).toEqual(['none', 'oneFbaOneNew', 'twoFba']);
  });

  it("referrerUserSearchText keeps sellers who signed up with a matching seller's link", async () => {
    const { names, mark } = await batch({
      partner: { isAffiliate: true, companyName: 'Lantern Referrals', referralCode: null },
      referred: {},
      other: {},
    });
    // Referrals are set as the sign-up sets them: the referrer must exist first.
    const { names: referredNames } = await batch({
      viaPartner: { referredByEmail: `${mark}-partner@folio.test` },
      direct: {},
    });
    expect(await referredNames({ referrerUserSearchText: 'lantern referrals' })).toEqual(['viaPartner']);
    expect(await referredNames({ referrerUserSearchText: `${mark}-partner` })).toEqual(['viaPartner']);
    expect(await names({ referrerUserSearchText: 'lantern referrals' })).toEqual([]);
  });

  it('lastMonthGte and lastMonthLte compare what was paid in the previous calendar month, less refunds on it', async () => {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));
    const { names, idOf, list } = await batch({
      repricer: { subscriptions: [{ planCode: 'REPRICER', startedAt: addMonths(monthStart, -2), ending: { kind: 'RUNNING' } }] },
      lister: { subscriptions: [{ planCode: 'LISTER', startedAt: addMonths(monthStart, -2), ending: { kind: 'RUNNING' } }] },
      refunded: { subscriptions: [{ planCode: 'REPRICER', startedAt: addMonths(monthStart, -2), ending: { kind: 'RUNNING' } }] },
      newcomer: {},
    });
    await server.db.execute(sql`UPDATE ${invoices} SET refunded_cents = 2000 WHERE user_id = ${idOf.refunded!} AND paid_at >= ${monthStart.toISOString()}::timestamptz AND paid_at < ${addMonths(monthStart, 1).toISOString()}::timestamptz`);
    const byName = Object.fromEntries((await list()).rows.map((row) => [row.email.split('-')[1]!.split('@')[0]!, row]));
    expect(byName.repricer).toMatchObject({ lastMonth: 4900, lastMonthCurrency: 'USD' });
    expect(byName.refunded!.lastMonth).toBe(2900);
    expect(byName.newcomer).toMatchObject({ lastMonth: 0, lastMonthCurrency: null });
    expect(await names({ lastMonthGte: 4000 })).toEqual(['repricer']);
    expect(sorted(await names({ lastMonthGte: 1, lastMonthLte: 3900 }))).toEqual(['lister', 'refunded']);
    expect(await names({ lastMonthLte: 0 })).toEqual(['newcomer']);
  });

  it('isAffiliateUser and doNotContact keep sellers with the flag on or off', async () => {
    const { names } = await batch({ affiliate: { isAffiliate: true }, quiet: { doNotContact: true }, plain: {} });
    expect(await names({ isAffiliateUser: true })).toEqual(['affiliate']);
    expect(sorted(await names({ isAffiliateUser: false }))).toEqual(['plain', 'quiet']);
    expect(await names({ doNotContact: true })).toEqual(['quiet']);
    expect(sorted(await names({ doNotContact: false }))).toEqual(['affiliate', 'plain']);
  });

  it('customerAgentId, customerSimpleAddressId and customerCommunityId keep sellers with that attribute', async () => {
    const { names, idOf, list } = await batch({ agented: {}, addressed: {}, community: {}, bare: {} });
    const tag = Math.random().toString(36).slice(2, 8);
    const [agent, address, community] = await server.db
      .insert(customerAttributes)
      .values([
        { kind: 'AGENT', value: `Agent ${tag}` },
        { kind: 'SIMPLE_ADDRESS', value: `Address ${tag}` },
        { kind: 'COMMUNITY', value: `Community ${tag}` },
      ])
      .returning();
    await server.db.insert(userCustomerAttributes).values([
      { userId: idOf.agented!, kind: 'AGENT', attributeId: agent!.id },
      { userId: idOf.addressed!, kind: 'SIMPLE_ADDRESS', attributeId: address!.id },
      { userId: idOf.community!, kind: 'COMMUNITY', attributeId: community!.id },
      // Another kind holding the same id must not match: the filter reads its own kind.
      { userId: idOf.bare!, kind: 'SOURCE', attributeId: agent!.id },
    ]);
    expect(await names({ customerAgentId: agent!.id })).toEqual(['agented']);
    expect(await names({ customerSimpleAddressId: address!.id })).toEqual(['addressed']);
    expect(await names({ customerCommunityId: community!.id })).toEqual(['community']);
    expect((await list()).rows.find((row) => row.id === idOf.agented)!.agent).toEqual({ id: agent!.id, value: `Agent ${tag}` });
  });

  it('invoiceQtyGte and invoiceQtyLte count paid invoices, refunded ones included', async () => {
    const { names, list, idOf } = await batch({
      one: { subscriptions: [{ planCode: 'BOOKZY', startedAt: daysAgo(10), ending: { kind: 'RUNNING' } }] },
      five: { subscriptions: [{ planCode: 'BOOKZY', startedAt: addMonths(daysAgo(10), -4), ending: { kind: 'RUNNING' } }] },
      declined: { subscriptions: [{ planCode: 'BOOKZY', startedAt: addMonths(daysAgo(3), -1), ending: { kind: 'DECLINED', monthsPaid: 1 } }] },
      none: {},
    });
    // A refunded invoice was paid all the same: it still counts.
    await server.db.execute(sql`UPDATE ${invoices} SET status = 'REFUNDED', refunded_cents = total_cents WHERE id = (SELECT min(id) FROM ${invoices} WHERE user_id = ${idOf.five!})`);
    expect(Object.fromEntries((await list()).rows.map((row) => [row.email.split('-')[1]!.split('@')[0]!, row.invoiceQty]))).toEqual({ one: 1, five: 5, declined: 1, none: 0 });
    expect(await names({ invoiceQtyGte: 2 })).toEqual(['five']);
    expect(sorted(await names({ invoiceQtyGte: 1, invoiceQtyLte: 1 }))).toEqual(['declined', 'one']);
    expect(await names({ invoiceQtyLte: 0 })).toEqual(['none']);
  });

  it('hasInteraction keeps sellers staff noted a call or an e-mail with, or those without', async () => {
    const { names, idOf } = await batch({ called: {}, silent: {} });
    await server.db.insert(customerInteractions).values({ userId: idOf.called!, kind: 'CALL', happenedAt: now, text: 'Asked about the Repricer.' });
    expect(await names({ hasInteraction: true })).toEqual(['called']);
    expect(await names({ hasInteraction: false })).toEqual(['silent']);
  });
});

describe('GET management/user sorting, paging and rows', () => {
  it('sorts by each field both ways, sellers without the figure last', async () => {
    const { names } = await batch({
      b: { registeredAt: daysAgo(30), firstName: 'Zed', companyName: 'Alpha', stock: stock(100, { nonBookSkus: 5, fbaBookSkus: 90, usedBookSkus: 10, globalMinSkus: 1 }) },
      a: { registeredAt: daysAgo(10), firstName: 'Yan', companyName: 'Beta', stock: stock(100, { nonBookSkus: 9, fbaBookSkus: 10, usedBookSkus: 80, globalMinSkus: 9 }),
        subscriptions: [{ planCode: 'REPRICER', startedAt: addMonths(daysAgo(10), -3), ending: { kind: 'RUNNING' } }] },
      c: { registeredAt: daysAgo(20), firstName: 'Xia', companyName: null },
    });
    expect(await names({ sortField: 'REGISTERED', sortDirection: 'DESC' })).toEqual(['a', 'c', 'b']);
    expect(await names({ sortField: 'REGISTERED', sortDirection: 'ASC' })).toEqual(['b', 'c', 'a']);
    expect(await names({ sortField: 'EMAIL', sortDirection: 'ASC' })).toEqual(['a', 'b', 'c']);
    expect(await names({ sortField: 'NAME', sortDirection: 'ASC' })).toEqual(['c', 'a', 'b']);
    expect(await names({ sortField: 'COMPANY', sortDirection: 'ASC' })).toEqual(['b', 'a', 'c']);
    expect(await names({ sortField: 'COMPANY', sortDirection: 'DESC' })).toEqual(['a', 'b', 'c']);
    expect(await names({ sortField: 'INVOICE_QTY', sortDirection: 'DESC' })).toEqual(['a', 'c', 'b']);
    expect(await names({ sortField: 'NON_BOOK', sortDirection: 'DESC' })).toEqual(['a', 'b', 'c']);
    expect(await names({ sortField: 'NON_BOOK', sortDirection: 'ASC' })).toEqual(['b', 'a', 'c']);
    expect(await names({ sortField: 'FBA_BOOK', sortDirection: 'DESC' })).toEqual(['b', 'a', 'c']);
    expect(await names({ sortField: 'USED_BOOK', sortDirection: 'DESC' })).toEqual(['a', 'b', 'c']);
    expect(await names({ sortField: 'GLOBAL_MIN_REACHED', sortDirection: 'ASC' })).toEqual(['b', 'a', 'c']);
    const lastMonth = await names({ sortField: 'LAST_MONTH', sortDirection: 'DESC' });
    expect(lastMonth[0]).toBe('a');
  });

  it('pages with a total, and counts a page past the end', async () => {
    const specs = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`p${index}`, { registeredAt: daysAgo(index + 1) }]));
    const { list } = await batch(specs);
    const first = await list({ pageSize: 2, page: 0 });
    const second = await list({ pageSize: 2, page: 1 });
    const last = await list({ pageSize: 2, page: 2 });
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect([...first.rows, ...second.rows, ...last.rows].map((row) => row.email.split('-')[1]!.split('@')[0])).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(await list({ pageSize: 2, page: 9 })).toMatchObject({ rows: [], total: 5, page: 9, pageSize: 2 });
  });

  it('shows the products with their states, a failed payment, the referrer and the unsubscribe reason', async () => {
    const { mark: referrerMark } = await batch({ ref: { isAffiliate: true } });
    const { list } = await batch({
      shown: {
        referredByEmail: `${referrerMark}-ref@folio.test`,
        staffUnsubscribeReason: 'Closed the business',
        subscriptions: [
          { planCode: 'PRICING_BUNDLE', startedAt: addMonths(daysAgo(2), -1), ending: { kind: 'DECLINED', monthsPaid: 1 } },
          { planCode: 'LISTER', startedAt: daysAgo(100), ending: { kind: 'CANCELLED', at: daysAgo(50), reason: 'OTHER', comment: null } },
        ],
      },
    });
    const [row] = (await list()).rows;
    expect(row).toMatchObject({
      products: [
        { product: 'REPRICER', status: 'ACTIVE', usable: true },
        { product: 'MY_PRICER', status: 'ACTIVE', usable: true },
        { product: 'LISTER', status: 'UNSUBSCRIBED', usable: false },
      ],
      paymentFailed: true,
      referrer: { email: `${referrerMark}-ref@folio.test` },
      unsubscribeReason: 'Closed the business',
      isAffiliate: false,
    });
  });

  it('never lists a deleted account', async () => {
    const { names, idOf } = await batch({ kept: {}, gone: {} });
    await server.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${idOf.gone!}`);
    expect(await names()).toEqual(['kept']);
  });

  it('refuses bad input with the field named, never a 500', async () => {
    const call = (query: Record<string, string | number>) => server.call(api.list, { query }, { auth: admin });
    fieldError(await call({ pageSize: 0 }), 'pageSize');
    fieldError(await call({ page: -1 }), 'page');
    fieldError(await call({ sortField: 'MOOD' }), 'sortField');
    fieldError(await call({ sortDirection: 'UP' }), 'sortDirection');
    fieldError(await call({ nonBookPercentageGte: 101 }), 'nonBookPercentageGte');
    fieldError(await call({ usedBookPercentageLte: 'lots' }), 'usedBookPercentageLte');
    fieldError(await call({ registerDateAfterText: '31/03/2026' }), 'registerDateAfterText');
    expect(fieldError(await call({ subscriptionStatusQueries: 'REPRICER:MAYBE' }), 'subscriptionStatusQueries')).toContain('REPRICER:MAYBE');
    fieldError(await call({ subscriptionStatusQueries: 'BOAT:ACTIVE' }), 'subscriptionStatusQueries');
    fieldError(await call({ subscriptionStatusQueries: 'LISTER:NONE' }), 'subscriptionStatusQueries');
    fieldError(await call({ hasInteraction: 'yes' }), 'hasInteraction');
    fieldError(await call({ customerAgentId: -1 }), 'customerAgentId');
    fieldError(await call({ lastMonthGte: 1.5 }), 'lastMonthGte');
    fieldError(await call({ searchText: 'x'.repeat(101) }), 'searchText');
    expect(fieldError(await call({ invoiceQtyGte: 5, invoiceQtyLte: 2 }), 'invoiceQtyGte')).toContain('invoiceQtyLte');
    expect(fieldError(await call({ globalMinReachedPercentageGte: 50, globalMinReachedPercentageLte: 10 }), 'globalMinReachedPercentageGte')).toBeTruthy();
  });

  it('answers staff only', async () => {
    const seller = await server.newSeller();
    expect(apiError(await server.call(api.list, {}, { auth: seller })).status).toBe(401);
    expect(apiError(await server.call(api.list, {}, { auth: null })).status).toBe(401);
  });
});

describe('GET management/user/export/email', () => {
  it('writes the e-mails of every seller the same filters match, in the same order, formula-looking text guarded', async () => {
    const { mark } = await batch({
      first: { registeredAt: daysAgo(3), firstName: 'Ada', lastName: 'Lane', companyName: '=HYPERLINK("x")', doNotContact: true },
      second: { registeredAt: daysAgo(2), firstName: 'Bo', lastName: 'Marsh', isAffiliate: true },
      third: { registeredAt: daysAgo(1), firstName: 'Cy', lastName: 'Noor', isAffiliate: true },
    });
    const exported = dataOf(
      await server.call<UserEmailExport>(api.exportEmails, { query: { searchText: mark, isAffiliateUser: false, sortField: 'REGISTERED', sortDirection: 'ASC' } }, { auth: admin }),
    );
    expect(exported).toMatchObject({ rows: 1, fileName: expect.stringMatching(/^folio-users-\d{4}-\d{2}-\d{2}\.csv$/) });
    expect(exported.csv).toBe(`email,first_name,last_name,company,do_not_contact\r\n${mark}-first@folio.test,Ada,Lane,"'=HYPERLINK(""x"")",yes\r\n`);
    const all = dataOf(await server.call<UserEmailExport>(api.exportEmails, { query: { searchText: mark, sortField: 'REGISTERED', sortDirection: 'DESC' } }, { auth: admin }));
    expect(all.csv.split('\r\n').slice(1, 4).map((line) => line.split(',')[0])).toEqual([`${mark}-third@folio.test`, `${mark}-second@folio.test`, `${mark}-first@folio.test`]);
  });

  it('refuses bad filters as the list does', async () => {
    fieldError(await server.call(api.exportEmails, { query: { doNotContact: 'maybe' } }, { auth: admin }), 'doNotContact');
    fieldError(await server.call(api.exportEmails, { query: { lastMonthGte: 10, lastMonthLte: 5 } }, { auth: admin }), 'lastMonthGte');
  });
});

describe('GET user/list', () => {
  it('answers a short list by e-mail, searched, without deleted accounts', async () => {
    const { mark, idOf } = await batch({ b: { firstName: 'Bea', lastName: 'Hart', companyName: 'Hart Books' }, a: {}, gone: {} });
    await server.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${idOf.gone!}`);
    const pick = async (query: Query) => dataOf(await server.call<UserPickerItem[]>(api.picker, { query }, { auth: admin }));
    expect(await pick({ searchText: mark })).toEqual([
      { id: idOf.a, email: `${mark}-a@folio.test`, name: 'Casey Customer', companyName: null },
      { id: idOf.b, email: `${mark}-b@folio.test`, name: 'Bea Hart', companyName: 'Hart Books' },
    ]);
    expect((await pick({ searchText: 'hart books' })).map((item) => item.id)).toContain(idOf.b);
    expect(await pick({ searchText: String(idOf.b) })).toContainEqual(expect.objectContaining({ id: idOf.b }));
    expect(await pick({ searchText: mark, limit: 1 })).toHaveLength(1);
    expect((await pick({})).length).toBeLessThanOrEqual(20);
    fieldError(await server.call(api.picker, { query: { limit: 51 } }, { auth: admin }), 'limit');
    fieldError(await server.call(api.picker, { query: { searchText: 'x'.repeat(101) } }, { auth: admin }), 'searchText');
  });
});
