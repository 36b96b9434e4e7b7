import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { currency } from '../currencies';
import { isoDate, isoDateTime } from '../fields';
import { queryInt } from '../lister/fields';

/**
 * The admin dashboard (spec 2.3 ''): how the business went day by day over a range of UTC days.
 * Every figure is counted from the rows the seller side writes:
 * - sign-ups: accounts created that day (those deleted since too: they did sign up);
 * - active subscriptions: per plan (a product or a bundle), those ACTIVE at the end of the day, as
 *   the subscription's event log says (Subscribed, Subscription Activated and Usage Restored make
 *   one ACTIVE; Unsubscribed and Subscription Frozen end that);
 * - revenue: invoices PAID that day, their totals (tax included), per currency;
 * - refunds: refunds the processor SUCCEEDED that day (billing's invoice_refunds), per currency;
 * - churn: subscriptions that stopped being ACTIVE that day, cancelled (Unsubscribed) or frozen
 *   for an unpaid renewal (Subscription Frozen).
 * Days are UTC days: a day runs from 00:00:00.000 UTC up to, not including, the next 00:00 UTC.
 */

export const ADMIN_DASHBOARD_PAGE_SIZE = 25;

const calendarDate = z.iso.date({ error: 'must be a date like 2026-01-31' });

export const adminDayRangeSchema = z.object({
  /** The first and last UTC day, both included. */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
});
export type AdminDayRange = z.input<typeof adminDayRangeSchema>;

export const adminDashboardListQuerySchema = z.object({
  ...adminDayRangeSchema.shape,
  /** From 0. */
  page: z._default(queryInt(0, 100_000), 0),
  pageSize: z._default(queryInt(1, 100), ADMIN_DASHBOARD_PAGE_SIZE),
});
export type AdminDashboardListQuery = z.input<typeof adminDashboardListQuerySchema>;
export type AdminDashboardListArgs = z.output<typeof adminDashboardListQuerySchema>;

export const dashboardPlanSchema = z.object({ id: z.int(), code: z.string(), name: z.string() });

export const dashboardDaySchema = z.object({
  date: isoDate,
  signUps: z.int(),
  /** Per plan, in the order of `plans`: subscriptions ACTIVE at the end of the day. */
  active: z.array(z.int()),
  /** Subscriptions cancelled that day. */
  unsubscribed: z.int(),
  /** Subscriptions frozen that day (a renewal left unpaid past its grace). */
  frozen: z.int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardMoneyDaySchema = z.object({ date: isoDate, revenue: z.int(), refunds: z.int() });
export type DashboardMoneyDay = z.infer<typeof dashboardMoneyDaySchema>;

/** One currency's money over the range: amounts in its minor unit, never converted. */
export const dashboardMoneySchema = z.object({
  currency,
  revenue: z.int(),
  paidInvoices: z.int(),
  refunds: z.int(),
  refundCount: z.int(),
  days: z.array(dashboardMoneyDaySchema),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const adminDashboardSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Plans that had an ACTIVE subscription on a day of the range, in their order on sale. */
  plans: z.array(dashboardPlanSchema),
  /** Every day of the range, oldest first. */
  days: z.array(dashboardDaySchema),
  /** A currency appears once it has revenue or a refund in the range; USD always, first. */
  money: z.array(dashboardMoneySchema),
  totals: z.object({
    signUps: z.int(),
    /** ACTIVE at the end of the day before `from`, and at the end of `to`. */
    activeAtStart: z.int(),
    activeAtEnd: z.int(),
    unsubscribed: z.int(),
    frozen: z.int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const userRef = { userId: z.int(), email: z.string(), name: z.string(), deleted: z.boolean() };

export const signUpRowSchema = z.object({
  ...userRef,
  company: z.nullable(z.string()),
  registeredAt: isoDateTime,
  /** Plans the seller's subscriptions are ACTIVE on now. */
  activePlans: z.array(z.string()),
});
export type SignUpRow = z.infer<typeof signUpRowSchema>;

export const churnRowSchema = z.object({
  /** The subscription event that ended the subscription's ACTIVE spell. */
  id: z.int(),
  ...userRef,
  subscriptionId: z.int(),
  plan: z.string(),
  type: z.enum(['Unsubscribed', 'Subscription Frozen']),
  at: isoDateTime,
  /** What the seller said when cancelling, and what staff filed (unsubscribe reasons); null when none. */
  sellerReason: z.nullable(z.string()),
  sellerComment: z.nullable(z.string()),
  staffReason: z.nullable(z.string()),
});
export type ChurnRow = z.infer<typeof churnRowSchema>;

export const refundRowSchema = z.object({
  id: z.int(),
  ...userRef,
  creditNoteNumber: z.string(),
  invoiceNumber: z.string(),
  amount: z.int(),
  currency,
  reason: z.string(),
  settledAt: isoDateTime,
});
export type RefundRow = z.infer<typeof refundRowSchema>;

function pageOf<Row extends z.ZodMiniType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.int(), page: z.int(), pageSize: z.int() });
}
export const signUpPageSchema = pageOf(signUpRowSchema);
export const churnPageSchema = pageOf(churnRowSchema);
export const refundPageSchema = pageOf(refundRowSchema);
export type DashboardPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

export const adminDashboardApi = {
  figures: adminEndpoint({
    method: 'GET',
    path: 'management/dashboard',
    summary: 'Sign-ups, active subscriptions per plan, revenue, refunds and churn per UTC day over a range',
    query: adminDayRangeSchema,
    reply: adminDashboardSchema,
  }),
  signUps: adminEndpoint({
    method: 'GET',
    path: 'management/dashboard/signups',
    summary: 'The accounts created in the range, newest first, a page',
    query: adminDashboardListQuerySchema,
    reply: signUpPageSchema,
  }),
  churn: adminEndpoint({
    method: 'GET',
    path: 'management/dashboard/churn',
    summary: 'The subscriptions cancelled or frozen in the range with their reasons, newest first, a page',
    query: adminDashboardListQuerySchema,
    reply: churnPageSchema,
  }),
  refunds: adminEndpoint({
    method: 'GET',
    path: 'management/dashboard/refunds',
    summary: 'The refunds settled in the range, newest first, a page',
    query: adminDashboardListQuerySchema,
    reply: refundPageSchema,
  }),
};
