import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  EVENT_DEFAULT_DAYS,
  EVENT_PAGE_SIZE_DEFAULT,
  SUBSCRIPTION_EVENT_TYPES,
  UNSUBSCRIBE_REASONS,
  UNSUBSCRIBE_REASON_LABELS,
  type AdminSubscriptionEvent,
  type SubscriptionEventMeta,
  type SubscriptionEventPage,
  type subscriptionEventQuerySchema,
} from '../../../src/contract';
import { invoices, plans, subscriptionEvents, subscriptions, unsubscribeReasons, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { unsubscribeReasonList } from './unsubscribeReasonList';

/**
 * Subscription events across sellers (GET payment/event), with each seller's figures beside them:
 * what Folio sold them last calendar month and how many invoices they paid (definitions in
 * src/contract/admin/subscriptionEvents.ts). The figures come from one pass over the invoices,
 * grouped by seller, so a filter on them is a plain comparison.
 */

type Query = z.output<typeof subscriptionEventQuerySchema>;
const DAY_MS = 86_400_000;

/** The first moment of the calendar month (UTC) `monthsBack` months before `now`'s. */
function monthStart(now: Date, monthsBack: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

function sellerFigures(deps: AppDeps) {
  const now = deps.clock();
  const paidLastMonth = sql`${invoices.paidAt} >= ${monthStart(now, 1).toISOString()} AND ${invoices.paidAt} < ${monthStart(now, 0).toISOString()}`;
  return deps.db.$with('seller_figures').as(
    deps.db
      .select({
        userId: invoices.userId,
        paidCount: sql<number>`count(*)::int`.as('paid_count'),
        lastMonthCents: sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.refundedCents}) FILTER (WHERE ${paidLastMonth}), 0)::int`.as('last_month_cents'),
      })
      .from(invoices)
      .where(isNotNull(invoices.paidAt))
      .groupBy(invoices.userId),
  );
}

function filtersOf(query: Query, figures: ReturnType<typeof sellerFigures>): (SQL | undefined)[] {
  if (query.dateAfter && query.dateBefore && query.dateBefore < query.dateAfter) throw invalidInput('dateBefore must not be before dateAfter.');
  const sales = sql`coalesce(${figures.lastMonthCents}, 0)`;
  const paid = sql`coalesce(${figures.paidCount}, 0)`;
  const when = <T>(value: T | undefined, filter: (value: T) => SQL) => (value === undefined ? undefined : filter(value));
  return [
    when(query.dateAfter, (day) => gte(subscriptionEvents.at, dayStart(day))),
    when(query.dateBefore, (day) => lt(subscriptionEvents.at, new Date(dayStart(day).getTime() + DAY_MS))),
    when(query.type, (type) => eq(subscriptionEvents.type, type)),
    when(query.lastMonthSalesGte, (cents) => sql`${sales} >= ${cents}`),
    when(query.lastMonthSalesLte, (cents) => sql`${sales} <= ${cents}`),
    when(query.bpspInvoiceQtyGte, (quantity) => sql`${paid} >= ${quantity}`),
    when(query.bpspInvoiceQtyLte, (quantity) => sql`${paid} <= ${quantity}`),
    when(query.unsubReasonId, (id) => eq(users.unsubscribeReasonId, id)),
    when(query.unsubReason, (reason) => eq(subscriptions.unsubscribeReason, reason)),
  ];
}

export async function listSubscriptionEvents(deps: AppDeps, query: Query): Promise<SubscriptionEventPage> {
  const figures = sellerFigures(deps);
  const where = and(...filtersOf(query, figures));
  const base = () =>
    deps.db
      .with(figures)
      .select({
        id: subscriptionEvents.id,
        at: subscriptionEvents.at,
        type: subscriptionEvents.type,
        cause: subscriptionEvents.cause,
        detail: subscriptionEvents.detail,
        subscriptionId: subscriptionEvents.subscriptionId,
        planName: plans.name,
        userId: users.id,
        email: users.email,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        companyName: users.companyName,
        sellerReason: subscriptions.unsubscribeReason,
        staffReasonId: unsubscribeReasons.id,
        staffReason: unsubscribeReasons.value,
        lastMonthSalesCents: sql<number>`coalesce(${figures.lastMonthCents}, 0)`,
        bpspInvoiceQty: sql<number>`coalesce(${figures.paidCount}, 0)`,
      })
      .from(subscriptionEvents)
      .innerJoin(users, eq(users.id, subscriptionEvents.userId))
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(unsubscribeReasons, eq(unsubscribeReasons.id, users.unsubscribeReasonId))
      .leftJoin(figures, eq(figures.userId, subscriptionEvents.userId))
      .where(where);
  const rows = await base()
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [counted] = await deps.db
    .with(figures)
    .select({ total: count() })
    .from(subscriptionEvents)
    .innerJoin(users, eq(users.id, subscriptionEvents.userId))
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .leftJoin(figures, eq(figures.userId, subscriptionEvents.userId))
    .where(where);
  return {
    items: rows.map(
      (row): AdminSubscriptionEvent => ({
        id: row.id,
        at: row.at.toISOString(),
        type: row.type as AdminSubscriptionEvent['type'],
        cause: row.cause as AdminSubscriptionEvent['cause'],
        detail: row.detail,
        subscriptionId: row.subscriptionId,
        planName: row.planName,
        seller: { id: row.userId, email: row.email, name: row.name, companyName: row.companyName },
        sellerReason: row.sellerReason as AdminSubscriptionEvent['sellerReason'],
        staffReason: row.staffReasonId === null ? null : { id: row.staffReasonId, value: row.staffReason! },
        lastMonthSalesCents: Number(row.lastMonthSalesCents),
        bpspInvoiceQty: Number(row.bpspInvoiceQty),
      }),
    ),
    total: counted!.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function subscriptionEventMeta(deps: AppDeps): Promise<SubscriptionEventMeta> {
  const today = deps.clock().toISOString().slice(0, 10);
  const from = new Date(dayStart(today).getTime() - (EVENT_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return {
    defaults: { dateAfter: from, dateBefore: today, page: 0, pageSize: EVENT_PAGE_SIZE_DEFAULT },
    types: [...SUBSCRIPTION_EVENT_TYPES],
    sellerReasons: UNSUBSCRIBE_REASONS.map((value) => ({ value, label: UNSUBSCRIBE_REASON_LABELS[value] })),
    staffReasons: await unsubscribeReasonList.list(deps),
  };
}
