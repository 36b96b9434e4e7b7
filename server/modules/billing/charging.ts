import { and, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { charges, invoices, paymentMethods, subscriptions } from '../../db/schema';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from '../../payments/processor';
import type { EventCause } from './events';
import { countDiscountPeriod } from './discounts';
import { applyDeclined, applyPaid, applyWaiting } from './outcomes';
import { syncUsage } from './usage';

/**
 * A charge in three steps, so that no card is charged twice and none is charged unrecorded:
 * 1. `openCharge`, in the caller's transaction: the attempt's row with its idempotency key.
 * 2. The processor is asked, outside any transaction (a slow processor holds no lock).
 * 3. `settleCharge`, in its own transaction: the answer applied to the attempt, the invoice and the
 *    subscription, and the seller's products brought in step.
 * A crash between 1 and 3 leaves an IN_FLIGHT attempt that the renewal sweep asks again with the
 * same key (the processor answers the first charge) and settles; settling twice changes nothing.
 */

type InvoiceRow = typeof invoices.$inferSelect;
type MethodRow = typeof paymentMethods.$inferSelect;

export interface OpenedCharge {
  chargeId: number;
  request: ChargeRequest;
}

export async function openCharge(
  tx: Executor,
  { invoice, method, cause, now }: { invoice: InvoiceRow; method: MethodRow; cause: EventCause; now: Date },
): Promise<OpenedCharge> {
  const [last] = await tx.select({ attempt: max(charges.attempt) }).from(charges).where(eq(charges.invoiceId, invoice.id));
  const attempt = (last?.attempt ?? 0) + 1;
  const idempotencyKey = `folio-invoice-${invoice.id}-attempt-${attempt}`;
  const [charge] = await tx
    .insert(charges)
    .values({
      invoiceId: invoice.id,
      attempt,
      idempotencyKey,
      paymentMethodId: method.id,
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      cause,
      createdAt: now,
    })
    .returning({ id: charges.id });
  return {
    chargeId: charge!.id,
    request: {
      methodRef: method.processorRef,
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      idempotencyKey,
      description: `Folio invoice ${invoice.number}`,
    },
  };
}

export interface Settled {
  outcome: ChargeResult['outcome'];
  /** The processor's words when declined. */
  message: string | null;
  /** Gone when a new subscription's first charge was declined. */
  subscriptionId: number | null;
}

const STATE_OF = { succeeded: 'SUCCEEDED', declined: 'DECLINED', requires_authentication: 'REQUIRES_AUTHENTICATION' } as const;

/** The answer for an invoice a discount brought to zero: paid as it stands, with no charge at the processor. */
type Answer = ChargeResult | { outcome: 'succeeded'; chargeRef: null };

/** Step 2: the processor asked for the amount; a zero amount is not a charge, so it is not asked. */
export async function askProcessor(payments: PaymentProcessor, request: ChargeRequest): Promise<Answer> {
  if (request.amountCents === 0) return { outcome: 'succeeded', chargeRef: null };
  return payments.charge(request);
}

/** Step 3: the processor's answer applied once; a charge settled before is read back as it stands. */
export async function settleCharge(db: Executor, chargeId: number, result: Answer, now: Date): Promise<Settled> {
  return db.transaction(async (tx) => {
    // Locks in the order every billing change takes them: the subscription, then its charge and invoice.
    const [{ subscriptionId: owner } = { subscriptionId: null }] = await tx
      .select({ subscriptionId: invoices.subscriptionId })
      .from(charges)
      .innerJoin(invoices, eq(invoices.id, charges.invoiceId))
      .where(eq(charges.id, chargeId));
    const [subscription] = owner === null ? [] : await tx.select().from(subscriptions).where(eq(subscriptions.id, owner)).for('update');
    const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, charge!.invoiceId)).for('update');
    const open = charge!.state === 'IN_FLIGHT' || (charge!.state === 'REQUIRES_AUTHENTICATION' && result.outcome !== 'requires_authentication');
    if (!open) {
      return { outcome: result.outcome, message: charge!.failureMessage, subscriptionId: subscription?.id ?? null };
    }
    const message = result.outcome === 'declined' ? result.message : null;
    await tx
      .update(charges)
      .set({
        state: STATE_OF[result.outcome],
        processorRef: result.chargeRef,
        challengeId: result.outcome === 'requires_authentication' ? result.challengeId : charge!.challengeId,
        failureMessage: message,
        settledAt: result.outcome === 'requires_authentication' ? null : now,
      })
      .where(eq(charges.id, chargeId));
    const context = { tx, charge: charge!, invoice: invoice!, now };
    let subscriptionId = subscription?.id ?? null;
    if (result.outcome === 'succeeded') {
      const paidWithMethodId = invoice!.totalCents === 0 ? null : charge!.paymentMethodId;
      await tx.update(invoices).set({ status: 'PAID', paidAt: now, paidWithMethodId }).where(eq(invoices.id, invoice!.id));
      await countDiscountPeriod(tx, invoice!.id, now);
      if (subscription) await applyPaid(context, subscription);
    } else if (result.outcome === 'declined') {
      await tx.update(invoices).set({ status: 'FAILED' }).where(eq(invoices.id, invoice!.id));
      if (subscription) subscriptionId = await applyDeclined(context, subscription, result.message);
    } else if (subscription) {
      await applyWaiting(context, subscription);
    }
    if (subscription) await syncUsage(tx, subscription.userId);
    return { outcome: result.outcome, message, subscriptionId };
  });
}

/** Steps 2 and 3 for an attempt opened by the caller. */
export async function chargeAndSettle(db: Executor, payments: PaymentProcessor, opened: OpenedCharge, clock: () => Date): Promise<Settled> {
  const result = await askProcessor(payments, opened.request);
  return settleCharge(db, opened.chargeId, result, clock());
}

/** The latest attempt on an invoice: the one the bank's question or a retry is about. */
export async function latestCharge(db: Executor, invoiceId: number) {
  const [charge] = await db.select().from(charges).where(eq(charges.invoiceId, invoiceId)).orderBy(desc(charges.attempt)).limit(1);
  return charge;
}

/** True while an attempt on the invoice waits for the processor's answer. */
export async function chargeInFlight(db: Executor, invoiceId: number): Promise<boolean> {
  return (await db.$count(charges, and(eq(charges.invoiceId, invoiceId), eq(charges.state, 'IN_FLIGHT')))) > 0;
}
