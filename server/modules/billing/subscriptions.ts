import { and, eq } from 'drizzle-orm';
import {
  PRODUCT_LABELS,
  UNSUBSCRIBE_REASON_LABELS,
  formatMoney,
  type Authentication,
  type ChargeReply,
  type Currency,
  type UnsubscribeReason,
} from '../../../src/contract';
import { invoices, subscriptions } from '../../db/schema';
import type { BillingDeps } from './deps';
import { invalidInput, notFound } from '../../http/appError';
import { chargeAndSettle, chargeInFlight, latestCharge, openCharge, settleCharge, type Settled } from './charging';
import { paymentDeclined, paymentMethodRequired, subscriptionState } from './errors';
import { recordEvent } from './events';
import { issueInvoice, movePeriod } from './invoices';
import { lockSeller, mainMethod, ownMethod } from './methods';
import { addMonths, utcDate } from './periods';
import { currentPrice, plansWithProducts, pricesOf } from './plans';
import { syncUsage } from './usage';
import { ownSubscription, subscriptionView, type SubscriptionRow } from './views';

/** Spec 7.6's subscription calls; what each transition does is in the contract's subscriptions.ts. */

const AUTHENTICATION_MESSAGE = 'Your bank asks you to confirm this payment.';
const inProgress = () => subscriptionState('A payment for this subscription is in progress. Try again in a minute.');

/** The charge reply of spec 4: the subscription as it now stands, and why a charge did not go through. */
async function chargeReply(deps: BillingDeps, userId: number, settled: Settled): Promise<ChargeReply> {
  if (settled.subscriptionId === null) {
    const why = settled.message ?? 'The payment was declined.';
    throw paymentDeclined(`${why} The plan did not start and nothing was charged: subscribe again to pay, with this card or another one.`);
  }
  const row = await ownSubscription(deps.db, userId, settled.subscriptionId);
  const reason = settled.outcome === 'declined' ? 'PAYMENT_FAILED' : settled.outcome === 'requires_authentication' ? 'AUTHENTICATION_REQUIRED' : null;
  const message = settled.outcome === 'requires_authentication' ? AUTHENTICATION_MESSAGE : settled.message;
  return { subscription: await subscriptionView(deps.db, row), reason, message };
}

/** A subscription the seller holds or owes for, as opposed to one that ended. */
const isLive = (row: SubscriptionRow) => row.status !== 'UNSUBSCRIBED' || row.usable || row.openInvoiceId !== null;

/** POST payment/subscription: the first month is charged at once; the products are usable when it is paid. */
export async function subscribe(deps: BillingDeps, userId: number, body: { planId: number; currency: Currency; paymentMethodId?: number | undefined }) {
  const opened = await deps.db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const plan = (await plansWithProducts(tx, [body.planId])).get(body.planId);
    if (!plan?.onSale) throw notFound('The plan');
    const prices = await pricesOf(tx, plan.id);
    const price = prices.find(({ currency }) => currency === body.currency);
    if (!price) throw invalidInput(`currency must be one ${plan.name} is sold in: ${prices.map(({ currency }) => currency).join(', ')}.`);
    const method = body.paymentMethodId === undefined ? await mainMethod(tx, userId) : await ownMethod(tx, userId, body.paymentMethodId);
    if (!method) throw paymentMethodRequired();

    const held = (await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId))).filter(isLive);
    const same = held.find((row) => row.planId === plan.id);
    if (same) {
      const hint = same.status === 'FROZEN' ? ': retry its payment to restore it' : same.status === 'UNSUBSCRIBED' ? ': resume it instead' : '';
      throw subscriptionState(`You already subscribe to ${plan.name}${hint}.`);
    }
    const usablePlans = await plansWithProducts(tx, held.filter((row) => row.usable).map((row) => row.planId));
    const usable = new Set([...usablePlans.values()].flatMap((usablePlan) => usablePlan.products));
    if (plan.products.every((product) => usable.has(product))) {
      throw subscriptionState(`Your subscriptions already include ${plan.products.map((product) => PRODUCT_LABELS[product]).join(', ')}.`);
    }

    const now = deps.clock();
    const [created] = await tx
      .insert(subscriptions)
      .values({ userId, planId: plan.id, currency: body.currency, amountCents: price.amountCents, startedAt: now, billingAnchor: now })
      .returning();
    const invoice = await issueInvoice(tx, {
      userId,
      subscriptionId: created!.id,
      purpose: 'SUBSCRIBE',
      plan,
      currency: body.currency,
      amountCents: price.amountCents,
      periodStart: now,
      periodEnd: addMonths(now, 1),
      issuedAt: now,
    });
    await tx.update(subscriptions).set({ openInvoiceId: invoice.id }).where(eq(subscriptions.id, created!.id));
    return openCharge(tx, { invoice, method, cause: 'SELLER', now });
  });
  return chargeReply(deps, userId, await chargeAndSettle(deps.db, deps.payments, opened, deps.clock));
}

/**
 * DELETE payment/subscription/{id}: UNSUBSCRIBED with the seller's reason. The month paid for stays
 * usable to its end; a renewal still unpaid is not owed any more.
 */
export async function cancel(deps: BillingDeps, userId: number, id: number, reason: UnsubscribeReason, comment: string | null) {
  const row = await deps.db.transaction(async (tx) => {
    const subscription = await ownSubscription(tx, userId, id, true);
    if (subscription.status === 'UNSUBSCRIBED') throw subscriptionState('This subscription is already cancelled.');
    if (subscription.paidThrough === null) {
      throw subscriptionState('This subscription has not started: confirm or refuse its first payment with your bank first.');
    }
    if (subscription.openInvoiceId !== null && (await chargeInFlight(tx, subscription.openInvoiceId))) throw inProgress();
    const now = deps.clock();
    const usable = subscription.status === 'ACTIVE' && subscription.paidThrough > now;
    if (subscription.openInvoiceId !== null) {
      // A renewal waiting for the bank is not paid now: it stays in the history as failed.
      await tx.update(invoices).set({ status: 'FAILED' }).where(and(eq(invoices.id, subscription.openInvoiceId), eq(invoices.status, 'PENDING')));
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({
        status: 'UNSUBSCRIBED',
        usable,
        paymentState: 'OK',
        failureMessage: null,
        freezesAt: null,
        openInvoiceId: null,
        unsubscribeReason: reason,
        unsubscribeComment: comment,
        unsubscribedAt: now,
      })
      .where(eq(subscriptions.id, id))
      .returning();
    const until = usable ? `usable until ${utcDate(subscription.paidThrough)}` : 'not usable from now on';
    const said = comment ? `; the seller wrote: ${comment}` : '';
    await recordEvent(tx, {
      subscriptionId: id,
      userId,
      type: 'Unsubscribed',
      cause: 'SELLER',
      detail: `Cancelled by the seller (${UNSUBSCRIBE_REASON_LABELS[reason]}), ${until}${said}`,
      at: now,
    });
    await syncUsage(tx, userId);
    return updated!;
  });
  return subscriptionView(deps.db, row);
}

/**
 * PUT payment/subscription/{id}/resume: ACTIVE again. Before the paid month ends it costs nothing
 * and renews as before; after, a new month is charged and starts now.
 */
export async function resume(deps: BillingDeps, userId: number, id: number): Promise<ChargeReply> {
  const opened = await deps.db.transaction(async (tx) => {
    const subscription = await ownSubscription(tx, userId, id, true);
    if (subscription.status !== 'UNSUBSCRIBED') throw subscriptionState('This subscription is not cancelled: there is nothing to resume.');
    if (subscription.openInvoiceId !== null) throw subscriptionState('Confirm or refuse the payment waiting for your bank first.');
    const now = deps.clock();
    if (subscription.paidThrough !== null && subscription.paidThrough > now) {
      await tx
        .update(subscriptions)
        .set({ status: 'ACTIVE', usable: true, unsubscribeReason: null, unsubscribeComment: null, unsubscribedAt: null })
        .where(eq(subscriptions.id, id));
      await recordEvent(tx, {
        subscriptionId: id,
        userId,
        type: 'Subscription Activated',
        cause: 'SELLER',
        detail: `Resumed by the seller within the month paid for; renews on ${utcDate(subscription.paidThrough)}`,
        at: now,
      });
      await syncUsage(tx, userId);
      return null;
    }
    const method = await mainMethod(tx, userId);
    if (!method) throw paymentMethodRequired();
    const plan = (await plansWithProducts(tx, [subscription.planId])).get(subscription.planId)!;
    // A new month is charged at the plan's price today, as a renewal would be.
    const amountCents = (await currentPrice(tx, subscription)) ?? subscription.amountCents;
    const invoice = await issueInvoice(tx, {
      userId,
      subscriptionId: id,
      purpose: 'RESUME',
      plan,
      currency: subscription.currency,
      amountCents,
      periodStart: now,
      periodEnd: addMonths(now, 1),
      issuedAt: now,
    });
    await tx.update(subscriptions).set({ openInvoiceId: invoice.id, amountCents }).where(eq(subscriptions.id, id));
    return openCharge(tx, { invoice, method, cause: 'SELLER', now });
  });
  if (opened === null) return chargeReply(deps, userId, { outcome: 'succeeded', message: null, subscriptionId: id });
  return chargeReply(deps, userId, await chargeAndSettle(deps.db, deps.payments, opened, deps.clock));
}

/**
 * PUT payment/subscription/{id}/charge/retry: the unpaid renewal charged again to the main card.
 * A FROZEN subscription restored this way starts a new month now rather than pay for the frozen one.
 */
export async function retryCharge(deps: BillingDeps, userId: number, id: number): Promise<ChargeReply> {
  const opened = await deps.db.transaction(async (tx) => {
    const subscription = await ownSubscription(tx, userId, id, true);
    if (subscription.status === 'UNSUBSCRIBED') throw subscriptionState('This subscription is cancelled: resume it instead.');
    const [invoice] =
      subscription.openInvoiceId === null ? [] : await tx.select().from(invoices).where(eq(invoices.id, subscription.openInvoiceId));
    if (invoice && (await chargeInFlight(tx, invoice.id))) throw inProgress();
    if (!invoice || invoice.purpose !== 'RENEWAL' || subscription.paymentState === 'OK') {
      throw subscriptionState('Nothing is owed on this subscription: there is no payment to retry.');
    }
    const method = await mainMethod(tx, userId);
    if (!method) throw paymentMethodRequired();
    const now = deps.clock();
    if (subscription.status === 'FROZEN') await movePeriod(tx, invoice.id, now, addMonths(now, 1));
    const [moved] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
    return openCharge(tx, { invoice: moved!, method, cause: 'SELLER', now });
  });
  return chargeReply(deps, userId, await chargeAndSettle(deps.db, deps.payments, opened, deps.clock));
}

/** The attempt waiting for the cardholder's bank, when there is one. */
async function waitingCharge(deps: BillingDeps, subscription: SubscriptionRow) {
  if (subscription.paymentState !== 'REQUIRES_AUTHENTICATION' || subscription.openInvoiceId === null) return undefined;
  const charge = await latestCharge(deps.db, subscription.openInvoiceId);
  return charge?.state === 'REQUIRES_AUTHENTICATION' && charge.challengeId ? charge : undefined;
}

/** GET payment/subscription/{id}/auth. */
export async function readAuthentication(deps: BillingDeps, userId: number, id: number): Promise<Authentication> {
  const subscription = await ownSubscription(deps.db, userId, id);
  const charge = await waitingCharge(deps, subscription);
  const currency = (charge?.currency ?? subscription.currency) as Currency;
  return {
    subscriptionId: id,
    required: charge !== undefined,
    amountCents: charge?.amountCents ?? 0,
    currency,
    prompt: charge ? `Confirm a payment of ${formatMoney(charge.amountCents, currency)} to Folio.` : null,
  };
}

/** PUT payment/subscription/{id}/auth: the cardholder's answer, given to the processor and applied. */
export async function answerAuthentication(deps: BillingDeps, userId: number, id: number, outcome: 'CONFIRM' | 'REFUSE'): Promise<ChargeReply> {
  const subscription = await ownSubscription(deps.db, userId, id);
  const charge = await waitingCharge(deps, subscription);
  if (!charge) throw subscriptionState('No payment of this subscription is waiting for your bank.');
  const result = await deps.payments.authenticate(charge.challengeId!, outcome);
  return chargeReply(deps, userId, await settleCharge(deps.db, charge.id, result, deps.clock()));
}
