import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CardBrand, PaymentMethod } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { paymentMethods, subscriptions, users } from '../../db/schema';
import type { BillingDeps } from './deps';
import { notFound } from '../../http/appError';
import { cardTokenInvalid, paymentDeclined, subscriptionState } from './errors';

type MethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    main: row.main,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Billing changes of one seller run one at a time: a double click cannot subscribe or promote twice. */
export async function lockSeller(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const live = (userId: number) => and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt));

/** The main one first, then the newest. */
export async function listPaymentMethods(db: Executor, userId: number): Promise<PaymentMethod[]> {
  const rows = await db.select().from(paymentMethods).where(live(userId)).orderBy(desc(paymentMethods.main), desc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

/** A live method of this seller, or 404: another seller's id reads as unknown. */
export async function ownMethod(db: Executor, userId: number, methodId: number): Promise<MethodRow> {
  const [row] = await db.select().from(paymentMethods).where(and(live(userId), eq(paymentMethods.id, methodId)));
  if (!row) throw notFound('The payment method');
  return row;
}

/** The method renewals and retries charge; undefined while the seller has none. */
export async function mainMethod(db: Executor, userId: number): Promise<MethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(and(live(userId), eq(paymentMethods.main, true)));
  return row;
}

async function setMain(tx: Executor, userId: number, methodId: number) {
  // Two statements in this order: the one-main index would refuse the new main while the old one is.
  await tx.update(paymentMethods).set({ main: false }).where(and(live(userId), eq(paymentMethods.main, true), ne(paymentMethods.id, methodId)));
  await tx.update(paymentMethods).set({ main: true }).where(and(live(userId), eq(paymentMethods.id, methodId)));
}

/** POST payment/setup: the processor attaches the token; the seller's first card is the main one. */
export async function addPaymentMethod(deps: BillingDeps, userId: number, body: { token: string; makeMain?: boolean | undefined }) {
  const attached = await deps.payments.attach(body.token);
  if (attached.outcome === 'unknown_token') throw cardTokenInvalid();
  if (attached.outcome === 'declined') throw paymentDeclined(`This card was not added: ${attached.message}`);
  const { methodRef, outcome: _attached, ...card } = attached;
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const [created] = await tx.insert(paymentMethods).values({ userId, processorRef: methodRef, ...card }).returning();
    const hasMain = (await mainMethod(tx, userId)) !== undefined;
    if (body.makeMain || !hasMain) await setMain(tx, userId, created!.id);
    return toPaymentMethod((await ownMethod(tx, userId, created!.id)));
  });
}

/** A subscription that renews or owes a payment charges the main method. */
async function needsMainMethod(tx: Executor, userId: number): Promise<boolean> {
  const count = await tx.$count(
    subscriptions,
    and(eq(subscriptions.userId, userId), sql`(${subscriptions.status} = 'ACTIVE' OR ${subscriptions.openInvoiceId} IS NOT NULL)`),
  );
  return count > 0;
}

/**
 * DELETE payment/setup/{id}. The main card cannot go while a subscription renews on it: the seller
 * makes another card main first (or cancels). A removed card stays on record for its invoices.
 */
export async function removePaymentMethod(deps: BillingDeps, userId: number, methodId: number) {
  await deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const method = await ownMethod(tx, userId, methodId);
    if (method.main && (await needsMainMethod(tx, userId))) {
      throw subscriptionState(
        'This card pays for your subscriptions. Make another card the main one first, or cancel the subscriptions, then remove it.',
      );
    }
    await tx.update(paymentMethods).set({ removedAt: deps.clock(), main: false }).where(eq(paymentMethods.id, method.id));
    if (method.main) {
      const [next] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(live(userId)).orderBy(desc(paymentMethods.id)).limit(1);
      if (next) await setMain(tx, userId, next.id);
    }
  });
  return null;
}

/** PUT payment/setup/{id}/main: the list as it now stands. */
export async function makeMainPaymentMethod(deps: BillingDeps, userId: number, methodId: number) {
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    await ownMethod(tx, userId, methodId);
    await setMain(tx, userId, methodId);
    return listPaymentMethods(tx, userId);
  });
}
