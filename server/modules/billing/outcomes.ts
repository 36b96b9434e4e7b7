import { eq } from 'drizzle-orm';
import { GRACE_PERIOD_DAYS, formatMoney, type Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { charges, invoices, paymentMethods, subscriptions } from '../../db/schema';
import { recordEvent, type EventCause } from './events';
import { DAY_MS, utcDate } from './periods';
import type { SubscriptionRow } from './views';

/**
 * What a charge's answer does to its subscription (spec 4), by what the invoice pays for: a new
 * subscription (SUBSCRIBE), a month after a cancelled one ended (RESUME), or the next month (RENEWAL).
 */

interface OutcomeContext {
  tx: Executor;
  charge: typeof charges.$inferSelect;
  invoice: typeof invoices.$inferSelect;
  now: Date;
}

const amountOf = (invoice: OutcomeContext['invoice']) => formatMoney(invoice.totalCents, invoice.currency as Currency);

async function cardOf(tx: Executor, methodId: number): Promise<string> {
  const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  return `${method!.brand.charAt(0)}${method!.brand.slice(1).toLowerCase()} ending ${method!.last4}`;
}

/** The events' "who": the seller's own calls, or the renewal job. */
const causeOf = (charge: OutcomeContext['charge']): EventCause => (charge.cause === 'RENEWAL' ? 'RENEWAL' : 'SELLER');

export async function applyPaid({ tx, charge, invoice, now }: OutcomeContext, subscription: SubscriptionRow) {
  const restarts = invoice.purpose !== 'RENEWAL' || subscription.status === 'FROZEN';
  await tx
    .update(subscriptions)
    .set({
      status: 'ACTIVE',
      usable: true,
      paidThrough: invoice.periodEnd,
      ...(restarts ? { billingAnchor: invoice.periodStart } : {}),
      paymentState: 'OK',
      failureMessage: null,
      freezesAt: null,
      openInvoiceId: null,
      ...(invoice.purpose === 'RESUME' ? { unsubscribeReason: null, unsubscribeComment: null, unsubscribedAt: null } : {}),
    })
    .where(eq(subscriptions.id, subscription.id));
  // A discount can bring an invoice to zero: nothing was charged to the card then.
  const paid = invoice.totalCents === 0 ? 'nothing to pay after the discount' : `${amountOf(invoice)} paid with ${await cardOf(tx, charge.paymentMethodId)}`;
  const until = `paid through ${utcDate(invoice.periodEnd)}`;
  const event = { subscriptionId: subscription.id, userId: subscription.userId, cause: causeOf(charge), at: now };
  if (invoice.purpose === 'SUBSCRIBE') {
    await recordEvent(tx, { ...event, type: 'Subscribed', detail: `Subscribed: ${paid}; ${until}` });
  } else if (invoice.purpose === 'RESUME') {
    await recordEvent(tx, { ...event, type: 'Subscription Activated', detail: `Resumed for a new month: ${paid}; ${until}` });
  } else if (subscription.status === 'FROZEN') {
    await recordEvent(tx, { ...event, type: 'Usage Restored', detail: `Usage restored: renewal of ${paid}; ${until}` });
  } else if (subscription.paymentState !== 'OK') {
    await recordEvent(tx, { ...event, type: 'Subscription Activated', detail: `Renewal paid after it failed: ${paid}; ${until}` });
  }
  // A renewal paid on time changes nothing the seller sees but the date: its invoice records it.
}

/** The day a renewal that is not paid freezes: the grace period counts from the month's start. */
const freezeDay = (invoice: OutcomeContext['invoice']) => new Date(invoice.periodStart.getTime() + GRACE_PERIOD_DAYS * DAY_MS);

/** Returns the subscription's id, or null when a new one's first charge failed and it is gone. */
export async function applyDeclined(context: OutcomeContext, subscription: SubscriptionRow, message: string): Promise<number | null> {
  const { tx, invoice } = context;
  if (invoice.purpose === 'SUBSCRIBE') {
    // Nothing started: the subscription goes, its FAILED invoice stays in the history.
    await tx.delete(subscriptions).where(eq(subscriptions.id, subscription.id));
    return null;
  }
  if (invoice.purpose === 'RESUME') {
    // It stays cancelled as it was; resuming again issues a new month.
    await tx.update(subscriptions).set({ openInvoiceId: null, paymentState: 'OK' }).where(eq(subscriptions.id, subscription.id));
    return subscription.id;
  }
  await markRenewalUnpaid(context, subscription, message, 'PAYMENT');
  return subscription.id;
}

/** A renewal not paid: the grace period runs (the about-to-freeze prompt names its end), or is over. */
export async function markRenewalUnpaid(
  context: Pick<OutcomeContext, 'tx' | 'invoice' | 'now'>,
  subscription: SubscriptionRow,
  message: string,
  cause: EventCause,
) {
  const freezesAt = subscription.freezesAt ?? freezeDay(context.invoice);
  await context.tx
    .update(subscriptions)
    .set({ paymentState: 'FAILED', failureMessage: message, freezesAt, openInvoiceId: context.invoice.id })
    .where(eq(subscriptions.id, subscription.id));
  await freezeIfGraceOver(context, { ...subscription, paymentState: 'FAILED', failureMessage: message, freezesAt }, cause);
}

/** The bank asks the cardholder: a renewal keeps its grace period meanwhile. */
export async function applyWaiting(context: OutcomeContext, subscription: SubscriptionRow) {
  const { tx, invoice } = context;
  const freezesAt = invoice.purpose === 'RENEWAL' ? (subscription.freezesAt ?? freezeDay(invoice)) : null;
  await tx.update(subscriptions).set({ paymentState: 'REQUIRES_AUTHENTICATION', failureMessage: null, freezesAt }).where(eq(subscriptions.id, subscription.id));
  if (freezesAt) await freezeIfGraceOver(context, { ...subscription, paymentState: 'REQUIRES_AUTHENTICATION', freezesAt }, 'PAYMENT');
}

/**
 * FROZEN once the grace period of an unpaid renewal is over: its products stop being usable. The
 * renewal sweep freezes those it finds past their date; a retry declined past it freezes at once.
 */
export async function freezeIfGraceOver(
  { tx, invoice, now }: Pick<OutcomeContext, 'tx' | 'invoice' | 'now'>,
  subscription: SubscriptionRow,
  cause: EventCause,
) {
  if (subscription.status !== 'ACTIVE' || !subscription.freezesAt || subscription.freezesAt > now) return;
  await tx.update(subscriptions).set({ status: 'FROZEN', usable: false }).where(eq(subscriptions.id, subscription.id));
  const why = subscription.failureMessage ?? 'the payment was not confirmed with the bank';
  await recordEvent(tx, {
    subscriptionId: subscription.id,
    userId: subscription.userId,
    type: 'Subscription Frozen',
    cause,
    detail: `Frozen: the renewal of ${amountOf(invoice)} was not paid within the ${GRACE_PERIOD_DAYS}-day grace period (${why})`,
    at: now,
  });
}
