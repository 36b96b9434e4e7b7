import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminDashboard, type ChurnRow, type DashboardPage, type RefundRow, type SignUpRow } from '../../../src/contract';
import { hashPassword } from '../../auth/password';
import { invoiceRefunds, invoices, plans, subscriptionEvents, subscriptions, unsubscribeReasons, users } from '../../db/schema';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

/*
 * Each figure against rows built for it in March 2040, far from what the seeds make, on plans of the
 * suite's own, at the edges of UTC days: the last millisecond of a day and the first of the next.
 */

const api = adminApi.dashboard;
let server: TestServer;
let admin: AdminAuth;
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
  passwordHash = await hashPassword('not-used-1');
});
afterAll(() => server.close());

const at = (iso: string) => new Date(iso);
const RANGE = { from: '2040-03-01', to: '2040-03-03' };
const figures = async (query: Record<string, string> = RANGE) => dataOf(await server.call<AdminDashboard>(api.figures, { query }, { auth: admin }));

async function newUser(createdAt: string, extra: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const [user] = await server.db
    .insert(users)
    .values({ email: `dash-${counter}-${Math.random().toString(36).slice(2, 8)}@folio.test`, passwordHash, firstName: 'Dana', lastName: `Number${counter}`, createdAt: at(createdAt), ...extra })
    .returning();
  return user!;
}

async function newPlan(code: string) {
  const [plan] = await server.db.insert(plans).values({ code, name: `Plan ${code}`, description: 'For the dashboard tests', kind: 'PRODUCT', position: 900 }).returning();
  return plan!;
}

/** A subscription whose life is the events given, in order, as a service would have recorded them. */
async function subscriptionWith(userId: number, planId: number, events: [type: string, at: string][], fields: Partial<typeof subscriptions.$inferInsert> = {}) {
  const [subscription] = await server.db
    .insert(subscriptions)
    .values({ userId, planId, currency: 'USD', amountCents: 1000, startedAt: at(events[0]![1]), billingAnchor: at(events[0]![1]), ...fields })
    .returning();
  for (const [type, when] of events) {
    await server.db.insert(subscriptionEvents).values({ subscriptionId: subscription!.id, userId, type, cause: 'SELLER', detail: type, at: at(when) });
  }
  return subscription!;
}

async function invoice(userId: number, fields: { status: 'PAID' | 'REFUNDED' | 'FAILED' | 'PENDING'; currency: string; totalCents: number; paidAt: string | null }) {
  counter += 1;
  const [row] = await server.db
    .insert(invoices)
    .values({
      userId,
      number: `T-2040-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      purpose: 'RENEWAL',
      status: fields.status,
      currency: fields.currency,
      issuedAt: at('2040-02-01T00:00:00Z'),
      paidAt: fields.paidAt ? at(fields.paidAt) : null,
      periodStart: at('2040-02-01T00:00:00Z'),
      periodEnd: at('2040-03-01T00:00:00Z'),
      subtotalCents: fields.totalCents,
      taxCents: 0,
      totalCents: fields.totalCents,
      billedTo: { name: 'Dana', company: null, email: 'dana@folio.test', address: [] },
    })
    .returning();
  return row!;
}

async function refund(invoiceId: number, userId: number, fields: { state: 'SUCCEEDED' | 'FAILED' | 'IN_FLIGHT'; amountCents: number; settledAt: string | null; createdAt?: string }) {
  counter += 1;
  const [row] = await server.db
    .insert(invoiceRefunds)
    .values({
      invoiceId,
      userId,
      creditNoteNumber: `CN-T-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      amountCents: fields.amountCents,
      currency: 'USD',
      reason: 'Charged twice',
      idempotencyKey: `dash-${counter}-${Math.random()}`,
      state: fields.state,
      settledAt: fields.settledAt ? at(fields.settledAt) : null,
      ...(fields.createdAt ? { createdAt: at(fields.createdAt) } : {}),
    })
    .returning();
  return row!;
}

describe('admin dashboard figures', () => {
  it('counts sign-ups per UTC day, the last millisecond of a day in that day, and lists them newest first, a page at a time', async () => {
    await newUser('2040-02-29T23:59:59.999Z');
    const first = await newUser('2040-03-01T00:00:00.000Z', { companyName: 'First Books' });
    const last = await newUser('2040-03-03T23:59:59.999Z');
    await newUser('2040-03-04T00:00:00.000Z');

    const dashboard = await figures();
    expect(dashboard).toMatchObject({ from: '2040-03-01', to: '2040-03-03' });
    expect(dashboard.days.map((day) => [day.date, day.signUps])).toEqual([
      ['2040-03-01', 1],
      ['2040-03-02', 0],
      ['2040-03-03', 1],
    ]);
    expect(dashboard.totals.signUps).toBe(2);

    const list = dataOf(await server.call<DashboardPage<SignUpRow>>(api.signUps, { query: { ...RANGE, pageSize: 1 } }, { auth: admin }));
    expect(list).toMatchObject({ total: 2, page: 0, pageSize: 1 });
    expect(list.rows).toEqual([
      { userId: last.id, email: last.email, name: `Dana ${last.lastName}`, deleted: false, company: null, registeredAt: '2040-03-03T23:59:59.999Z', activePlans: [] },
    ]);
    const second = dataOf(await server.call<DashboardPage<SignUpRow>>(api.signUps, { query: { ...RANGE, pageSize: 1, page: 1 } }, { auth: admin }));
    expect(second.rows.map((row) => [row.userId, row.company])).toEqual([[first.id, 'First Books']]);
  });

  it('counts the subscriptions ACTIVE at the end of each day per plan, and churn as the end of an ACTIVE spell, with reasons', async () => {
    const before = await figures();
    const planA = await newPlan(`DASH_A_${Date.now()}`);
    const planB = await newPlan(`DASH_B_${Date.now()}`);
    const [reason] = await server.db.insert(unsubscribeReasons).values({ value: `Too expensive ${Date.now()}` }).returning();
    const leaver = await newUser('2040-01-01T00:00:00Z', { unsubscribeReasonId: reason!.id });
    const other = await newUser('2040-01-01T00:00:00Z');
    // Active before the range; cancelled at the first instant of 03-02: active at the end of 03-01 only.
    const cancelled = await subscriptionWith(
      leaver.id,
      planA.id,
      [
        ['Subscribed', '2040-02-20T10:00:00Z'],
        ['Unsubscribed', '2040-03-02T00:00:00.000Z'],
      ],
      { status: 'UNSUBSCRIBED', unsubscribeReason: 'PRICE', unsubscribeComment: 'Cheaper elsewhere' },
    );
    // Subscribed in the last millisecond of 03-02, frozen on 03-03, then cancelled while frozen (not churn twice).
    const frozen = await subscriptionWith(other.id, planA.id, [
      ['Subscribed', '2040-03-02T23:59:59.999Z'],
      ['Subscription Frozen', '2040-03-03T10:00:00Z'],
      ['Unsubscribed', '2040-03-03T12:00:00Z'],
    ]);
    // Frozen within its first day (never ACTIVE at a day's end), restored late on 03-03.
    const restored = await subscriptionWith(other.id, planB.id, [
      ['Subscribed', '2040-03-01T05:00:00Z'],
      ['Subscription Frozen', '2040-03-01T06:00:00Z'],
      ['Usage Restored', '2040-03-03T23:00:00Z'],
    ]);

    const dashboard = await figures();
    const countsOf = (planId: number) => {
      const index = dashboard.plans.findIndex((plan) => plan.id === planId);
      expect(index, `plan ${planId} listed`).toBeGreaterThanOrEqual(0);
      return dashboard.days.map((day) => day.active[index]);
    };
    expect(dashboard.plans.find((plan) => plan.id === planA.id)).toEqual({ id: planA.id, code: planA.code, name: planA.name });
    expect(countsOf(planA.id)).toEqual([1, 1, 0]);
    expect(countsOf(planB.id)).toEqual([0, 0, 1]);
    expect(dashboard.days.map((day) => [day.unsubscribed - before.days.find((old) => old.date === day.date)!.unsubscribed, day.frozen])).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(dashboard.totals.activeAtStart - before.totals.activeAtStart).toBe(1);
    expect(dashboard.totals.activeAtEnd - before.totals.activeAtEnd).toBe(1);
    expect(dashboard.totals).toMatchObject({ unsubscribed: before.totals.unsubscribed + 1, frozen: before.totals.frozen + 2 });

    const churn = dataOf(await server.call<DashboardPage<ChurnRow>>(api.churn, { query: RANGE }, { auth: admin }));
    const mine = churn.rows.filter((row) => [cancelled.id, frozen.id, restored.id].includes(row.subscriptionId));
    expect(mine.map((row) => [row.subscriptionId, row.type, row.at])).toEqual([
      [frozen.id, 'Subscription Frozen', '2040-03-03T10:00:00.000Z'],
      [cancelled.id, 'Unsubscribed', '2040-03-02T00:00:00.000Z'],
      [restored.id, 'Subscription Frozen', '2040-03-01T06:00:00.000Z'],
    ]);
    expect(mine[1]).toMatchObject({ userId: leaver.id, plan: planA.name, sellerReason: 'PRICE', sellerComment: 'Cheaper elsewhere', staffReason: reason!.value });
    expect(mine[0]).toMatchObject({ sellerReason: null, sellerComment: null, staffReason: null });
    expect(churn.total).toBe(churn.rows.length);
  });

  it('sums revenue from invoices paid each day and refunds the processor confirmed, per currency, USD first', async () => {
    const payer = await newUser('2040-01-01T00:00:00Z');
    const paid = await invoice(payer.id, { status: 'PAID', currency: 'USD', totalCents: 1000, paidAt: '2040-03-01T00:00:00.000Z' });
    await invoice(payer.id, { status: 'PAID', currency: 'USD', totalCents: 500, paidAt: '2040-02-29T23:59:59.999Z' });
    await invoice(payer.id, { status: 'REFUNDED', currency: 'EUR', totalCents: 700, paidAt: '2040-03-03T23:59:59.999Z' });
    await invoice(payer.id, { status: 'FAILED', currency: 'USD', totalCents: 900, paidAt: null });
    await invoice(payer.id, { status: 'PAID', currency: 'USD', totalCents: 800, paidAt: '2040-03-04T00:00:00.000Z' });
    const settled = await refund(paid.id, payer.id, { state: 'SUCCEEDED', amountCents: 300, settledAt: '2040-03-02T00:00:00.000Z', createdAt: '2040-03-01T23:59:00Z' });
    await refund(paid.id, payer.id, { state: 'FAILED', amountCents: 200, settledAt: '2040-03-02T10:00:00Z' });
    await refund(paid.id, payer.id, { state: 'IN_FLIGHT', amountCents: 100, settledAt: null, createdAt: '2040-03-02T11:00:00Z' });
    await refund(paid.id, payer.id, { state: 'SUCCEEDED', amountCents: 50, settledAt: '2040-03-04T00:00:00.000Z' });

    const { money } = await figures();
    expect(money.map((entry) => entry.currency)).toEqual(['USD', 'EUR']);
    expect(money[0]).toEqual({
      currency: 'USD',
      revenue: 1000,
      paidInvoices: 1,
      refunds: 300,
      refundCount: 1,
      days: [
        { date: '2040-03-01', revenue: 1000, refunds: 0 },
        { date: '2040-03-02', revenue: 0, refunds: 300 },
        { date: '2040-03-03', revenue: 0, refunds: 0 },
      ],
    });
    expect(money[1]).toMatchObject({ currency: 'EUR', revenue: 700, paidInvoices: 1, refunds: 0, days: [{ revenue: 0 }, { revenue: 0 }, { revenue: 700 }] });

    const refunds = dataOf(await server.call<DashboardPage<RefundRow>>(api.refunds, { query: RANGE }, { auth: admin }));
    expect(refunds).toMatchObject({ total: 1, rows: [{ id: settled.id, userId: payer.id, invoiceNumber: paid.number, amount: 300, currency: 'USD', reason: 'Charged twice', settledAt: '2040-03-02T00:00:00.000Z' }] });
  });

  it('shows the last 30 UTC days up to today without a range, USD first', async () => {
    server.freezeClock();
    const today = server.clock().toISOString().slice(0, 10);
    const thirtyDaysAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const dashboard = await figures({});
    expect(dashboard).toMatchObject({ from: thirtyDaysAgo, to: today });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.money[0]?.currency).toBe('USD');
  });

  it('refuses a range backwards, longer than a year, or not a date, and pages past the end to nothing', async () => {
    expect(apiError(await server.call(api.figures, { query: { from: '2040-03-02', to: '2040-03-01' } }, { auth: admin }))).toMatchObject({ status: 400 });
    expect(apiError(await server.call(api.figures, { query: { from: '2039-01-01', to: '2040-01-02' } }, { auth: admin })).errorMessage).toContain('366 days');
    expect(dataOf(await server.call<AdminDashboard>(api.figures, { query: { from: '2039-01-01', to: '2039-12-31' } }, { auth: admin })).days).toHaveLength(365);
    fieldError(await server.call(api.figures, { query: { from: '2040-13-01' } }, { auth: admin }), 'from');
    fieldError(await server.call(api.churn, { query: { pageSize: 0 } }, { auth: admin }), 'pageSize');
    const past = dataOf(await server.call<DashboardPage<SignUpRow>>(api.signUps, { query: { ...RANGE, page: 50 } }, { auth: admin }));
    expect(past).toMatchObject({ rows: [], page: 50, total: 2 });
  });
});
