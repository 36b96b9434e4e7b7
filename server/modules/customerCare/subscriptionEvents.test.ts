import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_REASONS, adminApi, type ListEntry, type SubscriptionEventMeta, type SubscriptionEventPage } from '../../../src/contract';
import { subscriptionEvents } from '../../db/schema';
import { insertCustomer, insertSubscriptionHistory } from '../../testing/customerCare';
import { dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

/**
 * payment/event against three sellers built so that each filter picks a different set of their
 * events: A left over the price (staff filed "Too expensive") and paid three invoices, two last
 * month; B paid one this month and froze; C left finding it complicated and never paid.
 */
const api = adminApi.subscriptionEvents;
let server: TestServer;
let admin: AdminAuth;
const events: Record<string, number> = {};
let tooExpensive: ListEntry;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
  // This server's own database: the demo sellers' events go, so totals and pages are these three sellers'.
  await server.db.delete(subscriptionEvents);
  tooExpensive = dataOf(await server.call<ListEntry>(adminApi.unsubscribeReasons.create, { body: { value: 'Too expensive' } }, { auth: admin }));
  const a = await insertCustomer(server.db, { firstName: 'Ada', unsubscribeReasonId: tooExpensive.id });
  const b = await insertCustomer(server.db, { firstName: 'Bo' });
  const c = await insertCustomer(server.db, { firstName: 'Cy' });
  await insertSubscriptionHistory(server.db, a.id, {
    reason: 'PRICING_ISSUE',
    events: [
      { type: 'Subscribed', at: daysAgo(40) },
      { type: 'Unsubscribed', at: daysAgo(2) },
    ],
    invoices: [
      { paidAt: after(monthStart(1), 2), totalCents: 1000 },
      { paidAt: after(monthStart(1), 9), totalCents: 2000, refundedCents: 500 },
      { paidAt: after(monthStart(3), 2), totalCents: 7000 },
    ],
  });
  await insertSubscriptionHistory(server.db, b.id, {
    events: [
      { type: 'Subscribed', at: daysAgo(10) },
      { type: 'Subscription Frozen', at: daysAgo(1) },
    ],
    invoices: [
      { paidAt: monthStart(0), totalCents: 900 },
      { paidAt: null, totalCents: 2900 },
    ],
  });
  await insertSubscriptionHistory(server.db, c.id, { reason: 'TOO_COMPLICATED', events: [{ type: 'Unsubscribed', at: daysAgo(5) }] });
  const all = dataOf(await server.call<SubscriptionEventPage>(api.list, {}, { auth: admin }));
  for (const item of all.items) events[`${item.seller.name.split(' ')[0]} ${item.type}`] = item.id;
});
afterAll(() => server.close());

const listed = async (query: Record<string, string | number>) => dataOf(await server.call<SubscriptionEventPage>(api.list, { query }, { auth: admin }));
const names = async (query: Record<string, string | number>) =>
  (await listed(query)).items.map((item) => Object.entries(events).find(([, id]) => id === item.id)![0]);

describe('subscription events', () => {
  it("lists every seller's events newest first with the seller's figures and both reasons", async () => {
    const page = await listed({});
    expect(page).toMatchObject({ total: 5, page: 0, pageSize: 50 });
    expect(await names({})).toEqual(['Bo Subscription Frozen', 'Ada Unsubscribed', 'Cy Unsubscribed', 'Bo Subscribed', 'Ada Subscribed']);
    expect(page.items[1]).toMatchObject({
      type: 'Unsubscribed',
      planName: expect.any(String),
      seller: { name: expect.stringMatching(/^Ada /) },
      sellerReason: 'PRICING_ISSUE',
      staffReason: { id: tooExpensive.id, value: 'Too expensive' },
      lastMonthSalesCents: 2500,
      bpspInvoiceQty: 3,
    });
    expect(page.items[0]).toMatchObject({ sellerReason: null, staffReason: null, lastMonthSalesCents: 0, bpspInvoiceQty: 1 });
  });

  it.each([
    ['dateAfter', { dateAfter: dayOf(daysAgo(3)) }, ['Bo Subscription Frozen', 'Ada Unsubscribed']],
    ['dateBefore (the day included)', { dateBefore: dayOf(daysAgo(5)) }, ['Cy Unsubscribed', 'Bo Subscribed', 'Ada Subscribed']],
    ['dateAfter and dateBefore', { dateAfter: dayOf(daysAgo(10)), dateBefore: dayOf(daysAgo(5)) }, ['Cy Unsubscribed', 'Bo Subscribed']],
    ['type', { type: 'Unsubscribed' }, ['Ada Unsubscribed', 'Cy Unsubscribed']],
    ['lastMonthSalesGte', { lastMonthSalesGte: 2500 }, ['Ada Unsubscribed', 'Ada Subscribed']],
    ['lastMonthSalesLte', { lastMonthSalesLte: 2499 }, ['Bo Subscription Frozen', 'Cy Unsubscribed', 'Bo Subscribed']],
    ['bpspInvoiceQtyGte', { bpspInvoiceQtyGte: 1 }, ['Bo Subscription Frozen', 'Ada Unsubscribed', 'Bo Subscribed', 'Ada Subscribed']],
    ['bpspInvoiceQtyLte', { bpspInvoiceQtyLte: 0 }, ['Cy Unsubscribed']],
    ['an invoice quantity range', { bpspInvoiceQtyGte: 1, bpspInvoiceQtyLte: 2 }, ['Bo Subscription Frozen', 'Bo Subscribed']],
    ['unsubReasonId', { unsubReasonId: 0 }, ['Ada Unsubscribed', 'Ada Subscribed']],
    ['unsubReason', { unsubReason: 'TOO_COMPLICATED' }, ['Cy Unsubscribed']],
    ['type and unsubReason together', { type: 'Subscribed', unsubReason: 'PRICING_ISSUE' }, ['Ada Subscribed']],
  ] as const)('filters by %s', async (_name, query, expected) => {
    const withIds = 'unsubReasonId' in query ? { ...query, unsubReasonId: tooExpensive.id } : query;
    expect(await names(withIds)).toEqual(expected);
    expect((await listed(withIds)).total).toBe(expected.length);
  });

  it('pages with the total of every page', async () => {
    expect(await names({ pageSize: 2, page: 1 })).toEqual(['Cy Unsubscribed', 'Bo Subscribed']);
    expect(await listed({ pageSize: 2, page: 2 })).toMatchObject({ total: 5, page: 2, pageSize: 2, items: [{ id: events['Ada Subscribed'] }] });
    expect((await listed({ pageSize: 2, page: 3 })).items).toEqual([]);
  });

  it('refuses bad filters naming the field', async () => {
    const refused = async (query: Record<string, string | number>, field: string) => fieldError(await server.call(api.list, { query }, { auth: admin }), field);
    await refused({ dateAfter: 'yesterday' }, 'dateAfter');
    await refused({ dateAfter: '2026-02-30' }, 'dateAfter');
    await refused({ dateAfter: dayOf(daysAgo(1)), dateBefore: dayOf(daysAgo(3)) }, 'dateBefore');
    await refused({ type: 'Renewed' }, 'type');
    await refused({ lastMonthSalesGte: -1 }, 'lastMonthSalesGte');
    await refused({ lastMonthSalesLte: 'lots' }, 'lastMonthSalesLte');
    await refused({ bpspInvoiceQtyGte: 1.5 }, 'bpspInvoiceQtyGte');
    await refused({ bpspInvoiceQtyLte: -2 }, 'bpspInvoiceQtyLte');
    await refused({ unsubReasonId: 'x' }, 'unsubReasonId');
    await refused({ unsubReason: 'BORED' }, 'unsubReason');
    await refused({ pageSize: 0 }, 'pageSize');
    await refused({ page: -1 }, 'page');
  });

  it('answers the default window of the last 30 days, the event types and both kinds of reason', async () => {
    const meta = dataOf(await server.call<SubscriptionEventMeta>(api.meta, {}, { auth: admin }));
    expect(meta.defaults).toEqual({ dateAfter: dayOf(daysAgo(29)), dateBefore: dayOf(new Date()), page: 0, pageSize: 50 });
    expect(meta.types).toContain('Usage Restored');
    expect(meta.sellerReasons.map((reason) => reason.value)).toEqual([...UNSUBSCRIBE_REASONS]);
    expect(meta.staffReasons).toContainEqual({ id: tooExpensive.id, value: 'Too expensive', sellerCount: 1 });
    // The defaults are themselves a valid query.
    expect((await listed(meta.defaults)).total).toBe(4);
  });
});
