import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Currency, Subscription, UnsubscribeReason } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { invoices, subscriptions } from '../../db/schema';
import { notFound } from '../../http/appError';
import { plansWithProducts, type PlanWithProducts } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toSubscription(row: SubscriptionRow, plan: PlanWithProducts, amountDueCents: number): Subscription {
  return {
    id: row.id,
    plan: { id: plan.id, name: plan.name, kind: plan.kind, products: plan.products },
    status: row.status,
    usable: row.usable,
    currency: row.currency as Currency,
    amountCents: row.amountCents,
    startedAt: row.startedAt.toISOString(),
    paidThrough: iso(row.paidThrough),
    payment: {
      state: row.paymentState,
      failureMessage: row.failureMessage,
      freezesAt: iso(row.freezesAt),
      amountDueCents,
    },
    unsubscribeReason: row.unsubscribeReason as UnsubscribeReason | null,
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/** The replies' view of subscriptions: their plans and what each owes now. */
export async function subscriptionViews(db: Executor, rows: SubscriptionRow[]): Promise<Subscription[]> {
  const plans = await plansWithProducts(db, rows.map((row) => row.planId));
  const openIds = rows.flatMap((row) => (row.openInvoiceId === null ? [] : [row.openInvoiceId]));
  const open = openIds.length === 0 ? [] : await db.select({ id: invoices.id, totalCents: invoices.totalCents }).from(invoices).where(inArray(invoices.id, openIds));
  return rows.map((row) => toSubscription(row, plans.get(row.planId)!, open.find((invoice) => invoice.id === row.openInvoiceId)?.totalCents ?? 0));
}

export async function subscriptionView(db: Executor, row: SubscriptionRow): Promise<Subscription> {
  return (await subscriptionViews(db, [row]))[0]!;
}

/** A subscription of this seller, or 404: another seller's id reads as unknown. */
export async function ownSubscription(db: Executor, userId: number, id: number, lock = false): Promise<SubscriptionRow> {
  const query = db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The subscription');
  return row;
}

export async function listSubscriptions(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
