import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { charges, invoices, paymentMethods, subscriptions } from '../../db/schema';
import { timeSlicer, yieldToEventLoop } from '../../eventLoop/timeSlices';
import { defineJob, type JobDeps } from '../../jobs/defineJob';
import type { PaymentProcessor } from '../../payments/processor';
import { createSimulatedProcessor } from '../../payments/simulator';
import { askProcessor, openCharge, settleCharge, type OpenedCharge } from './charging';
import { issueInvoice } from './invoices';
import { mainMethod } from './methods';
import { freezeIfGraceOver, markRenewalUnpaid } from './outcomes';
import { periodEndAfter } from './periods';
import { currentPrice, plansWithProducts } from './plans';
import { syncUsage } from './usage';

/**
 * The renewal sweep: everything billing does because time passed, by the deps' clock. It renews
 * each subscription whose paid month has ended (a month at a time, so one that fell behind catches
 * up), freezes those whose grace period is over, ends the usability of cancelled ones whose month
 * ended, and settles charges a crash left unanswered. It is safe to run twice at once: renewals are
 * taken with row locks that a second sweep skips, and every charge carries its attempt's key.
 */

/**
 * Subscriptions changed per transaction. Each renewal is a handful of statements, and on PGlite a
 * transaction holds the server's one thread until it ends: a couple at a time, with the event loop
 * given back between them, keeps every other request quick while a sweep renews thousands.
 */
const PER_TRANSACTION = 2;
/** Stale charges asked again per sweep. */
const STALE_BATCH = 50;
/** A charge unanswered this long was left by a crash (a processor answers in seconds). */
const STALE_CHARGE_MS = 5 * 60 * 1000;
const NO_CARD_MESSAGE = 'There is no card on file to charge: add a card, then retry the payment.';

export interface SweepSummary {
  renewed: number;
  declined: number;
  waiting: number;
  frozen: number;
  ended: number;
  recovered: number;
}

type SweepDeps = Pick<JobDeps, 'db' | 'clock'> & { payments: PaymentProcessor };

/** Opens this batch's renewals under row locks; a renewal with no card to charge fails at once. */
async function openRenewals(deps: SweepDeps, now: Date, summary: SweepSummary): Promise<OpenedCharge[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.paymentState, 'OK'), isNull(subscriptions.openInvoiceId), lte(subscriptions.paidThrough, now)))
      .orderBy(asc(subscriptions.paidThrough))
      .limit(PER_TRANSACTION)
      .for('update', { skipLocked: true });
    const plans = await plansWithProducts(tx, due.map((row) => row.planId));
    const opened: OpenedCharge[] = [];
    for (const subscription of due) {
      const periodStart = subscription.paidThrough!;
      // The plan's price today: a price staff changed since the last renewal applies from this one.
      const amountCents = (await currentPrice(tx, subscription)) ?? subscription.amountCents;
      const invoice = await issueInvoice(tx, {
        userId: subscription.userId,
        subscriptionId: subscription.id,
        purpose: 'RENEWAL',
        plan: plans.get(subscription.planId)!,
        currency: subscription.currency,
        amountCents,
        periodStart,
        periodEnd: periodEndAfter(subscription.billingAnchor, periodStart),
        issuedAt: now,
      });
      await tx.update(subscriptions).set({ openInvoiceId: invoice.id, amountCents }).where(eq(subscriptions.id, subscription.id));
      const method = await mainMethod(tx, subscription.userId);
      if (method) {
        opened.push(await openCharge(tx, { invoice, method, cause: 'RENEWAL', now }));
        continue;
      }
      await tx.update(invoices).set({ status: 'FAILED' }).where(eq(invoices.id, invoice.id));
      await markRenewalUnpaid({ tx, invoice, now }, subscription, NO_CARD_MESSAGE, 'RENEWAL');
      await syncUsage(tx, subscription.userId);
      summary.declined += 1;
    }
    return opened;
  });
}

type Outcomes = Pick<SweepSummary, 'renewed' | 'declined' | 'waiting'>;

/** Asks the processor for each opened charge and settles its answer; counts the outcomes. */
async function chargeEach(deps: SweepDeps, opened: OpenedCharge[], onError: (error: unknown) => void): Promise<Outcomes> {
  const counts: Outcomes = { renewed: 0, declined: 0, waiting: 0 };
  const slicer = timeSlicer();
  for (const charge of opened) {
    await slicer.pause();
    try {
      const settled = await settleCharge(deps.db, charge.chargeId, await askProcessor(deps.payments, charge.request), deps.clock());
      counts[settled.outcome === 'succeeded' ? 'renewed' : settled.outcome === 'declined' ? 'declined' : 'waiting'] += 1;
    } catch (error) {
      // The attempt stays IN_FLIGHT; a later sweep asks again with its key.
      onError(error);
    }
  }
  return counts;
}

/** Charges a crash left between asking the processor and recording its answer: asked again with their key. */
async function recoverStaleCharges(deps: SweepDeps, now: Date, onError: (error: unknown) => void): Promise<number> {
  const stale = await deps.db
    .select({ charge: charges, methodRef: paymentMethods.processorRef, number: invoices.number })
    .from(charges)
    .innerJoin(invoices, eq(invoices.id, charges.invoiceId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, charges.paymentMethodId))
    .where(and(eq(charges.state, 'IN_FLIGHT'), lt(charges.createdAt, new Date(now.getTime() - STALE_CHARGE_MS))))
    .limit(STALE_BATCH);
  const opened = stale.map(({ charge, methodRef, number }) => ({
    chargeId: charge.id,
    request: { methodRef, amountCents: charge.amountCents, currency: charge.currency, idempotencyKey: charge.idempotencyKey, description: `Folio invoice ${number}` },
  }));
  const counts = await chargeEach(deps, opened, onError);
  return counts.renewed + counts.declined + counts.waiting;
}

/** Graces that are over: FROZEN, products not usable. Answers how many it froze (none: all done). */
async function freezeOverdue(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const over = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'ACTIVE'), ne(subscriptions.paymentState, 'OK'), isNotNull(subscriptions.openInvoiceId), lte(subscriptions.freezesAt, now)))
      .limit(PER_TRANSACTION)
      .for('update', { skipLocked: true });
    if (over.length === 0) return 0;
    const owed = await tx.select().from(invoices).where(inArray(invoices.id, over.map((row) => row.openInvoiceId!)));
    for (const subscription of over) {
      const invoice = owed.find((row) => row.id === subscription.openInvoiceId)!;
      await freezeIfGraceOver({ tx, invoice, now }, subscription, 'RENEWAL');
      await syncUsage(tx, subscription.userId);
    }
    return over.length;
  });
}

/** Cancelled subscriptions whose paid month has ended: their products stop being usable. Answers how many (none: all done). */
async function endCancelledMonths(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: subscriptions.id, userId: subscriptions.userId })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'UNSUBSCRIBED'), eq(subscriptions.usable, true), lte(subscriptions.paidThrough, now)))
      .limit(PER_TRANSACTION)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx.update(subscriptions).set({ usable: false }).where(inArray(subscriptions.id, due.map((row) => row.id)));
    for (const userId of new Set(due.map((row) => row.userId))) await syncUsage(tx, userId);
    return due.length;
  });
}

/** Repeats a step of a few subscriptions until it finds none, the event loop given back between steps; answers the total. */
async function inSteps(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let done = await step(); done > 0; done = await step()) {
    total += done;
    await yieldToEventLoop();
  }
  return total;
}

export async function sweepBilling(deps: SweepDeps, onError: (error: unknown) => void = () => undefined): Promise<SweepSummary> {
  const now = deps.clock();
  const summary: SweepSummary = { renewed: 0, declined: 0, waiting: 0, frozen: 0, ended: 0, recovered: 0 };
  summary.recovered = await recoverStaleCharges(deps, now, onError);
  for (;;) {
    await yieldToEventLoop();
    const opened = await openRenewals(deps, now, summary);
    if (opened.length === 0) break;
    const counts = await chargeEach(deps, opened, onError);
    summary.renewed += counts.renewed;
    summary.declined += counts.declined;
    summary.waiting += counts.waiting;
  }
  summary.frozen = await inSteps(() => freezeOverdue(deps.db, now));
  summary.ended = await inSteps(() => endCancelledMonths(deps.db, now));
  return summary;
}

/** A worker given no card processor charges through the simulator over its database, as the server does. */
export const processorOf = (deps: JobDeps): PaymentProcessor => deps.payments ?? createSimulatedProcessor(deps);

/** Every few minutes (pg-boss's cron, in the processes that work jobs); the e2e harness also sends it after moving its clock. */
export const billingRenewalsJob = defineJob(
  'billing-renewals',
  z.object({}),
  async (_payload, { deps }) => {
    const errors: string[] = [];
    const summary = await sweepBilling({ ...deps, payments: processorOf(deps) }, (error) => errors.push(String(error)));
    if (errors.length > 0) throw new Error(`The renewal sweep left ${errors.length} charges to its next run: ${errors[0]}`);
    return summary;
  },
  { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 10 * 60, cron: '*/5 * * * *' },
);
