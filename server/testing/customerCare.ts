import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invoices, plans, staffActions, subscriptionEvents, subscriptions, users } from '../db/schema';

let customerCounter = 0;

/**
 * Seller accounts that staff look at but that never sign in: rows only, for admin tests that build
 * many customers with chosen profiles. Their e-mails are unique to the test run.
 */
export async function insertCustomer(db: Database, profile: Partial<typeof users.$inferInsert> = {}) {
  customerCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `customer-${process.pid}-${customerCounter}-${Math.random().toString(36).slice(2, 8)}@folio.test`,
      passwordHash: 'not-a-password',
      firstName: 'Casey',
      lastName: `Customer${customerCounter}`,
      ...profile,
    })
    .returning();
  return user!;
}

/** The latest staff actions, newest first: what a test expects its call to have recorded. */
export async function latestStaffActions(db: Database, limit = 1) {
  return db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(limit);
}

export async function staffActionsOn(db: Database, userId: number) {
  return db.select().from(staffActions).where(eq(staffActions.userId, userId)).orderBy(desc(staffActions.id));
}

export interface HistoryInput {
  planCode?: string;
  /** The reason the seller gave when cancelling. */
  reason?: string | null;
  events: { type: string; at: Date }[];
  invoices?: { paidAt: Date | null; totalCents: number; refundedCents?: number }[];
}

let invoiceCounter = 0;

/** A subscription with the events and invoices a test names, written as billing would have left them. */
export async function insertSubscriptionHistory(db: Database, userId: number, history: HistoryInput) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, history.planCode ?? 'REPRICER'));
  const start = history.events[0]?.at ?? new Date();
  const [subscription] = await db
    .insert(subscriptions)
    .values({ userId, planId: plan!.id, currency: 'USD', amountCents: 2900, startedAt: start, billingAnchor: start, unsubscribeReason: history.reason ?? null })
    .returning({ id: subscriptions.id });
  for (const event of history.events) {
    await db.insert(subscriptionEvents).values({ subscriptionId: subscription!.id, userId, type: event.type, cause: 'SELLER', detail: event.type, at: event.at });
  }
  for (const invoice of history.invoices ?? []) {
    invoiceCounter += 1;
    const issuedAt = invoice.paidAt ?? start;
    await db.insert(invoices).values({
      userId,
      subscriptionId: subscription!.id,
      number: `T-${process.pid}-${invoiceCounter}`,
      purpose: 'RENEWAL',
      status: invoice.paidAt ? 'PAID' : 'FAILED',
      currency: 'USD',
      issuedAt,
      paidAt: invoice.paidAt,
      periodStart: issuedAt,
      periodEnd: issuedAt,
      subtotalCents: invoice.totalCents,
      taxCents: 0,
      totalCents: invoice.totalCents,
      refundedCents: invoice.refundedCents ?? 0,
      billedTo: { name: 'Test', company: null, email: 'test@folio.test', address: [] },
    });
  }
  return subscription!.id;
}
