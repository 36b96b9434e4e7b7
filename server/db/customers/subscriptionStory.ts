import { GRACE_PERIOD_DAYS, UNSUBSCRIBE_REASON_LABELS, formatMoney, type SubscriptionStatus } from '../../../src/contract';
import type { InvoicePurpose } from '../schema';
import { addMonths, DAY_MS, utcDate } from '../../modules/billing/periods';
import { SIMULATOR_MESSAGES } from '../../payments/simulator';
import type { SubscriptionSpec } from './spec';

/**
 * One subscription's history as the billing module would have written it (subscriptions.ts,
 * renewals.ts, outcomes.ts): a paid invoice per month from its start, then the ending the spec
 * names, with the events those steps record and the subscription's state now.
 */

export interface StoryInvoice {
  purpose: InvoicePurpose;
  periodStart: Date;
  periodEnd: Date;
  paid: boolean;
}

export interface StoryEvent {
  type: 'Subscribed' | 'Unsubscribed' | 'Subscription Frozen';
  cause: 'SELLER' | 'RENEWAL';
  detail: string;
  at: Date;
}

export interface SubscriptionStory {
  status: SubscriptionStatus;
  usable: boolean;
  paidThrough: Date;
  paymentState: 'OK' | 'FAILED';
  failureMessage: string | null;
  freezesAt: Date | null;
  unsubscribedAt: Date | null;
  invoices: StoryInvoice[];
  /** The declined renewal, still owed (its index in invoices). */
  openInvoice: number | null;
  events: StoryEvent[];
}

export interface StoryPlan {
  amountCents: number;
  card: string;
}

const money = (cents: number) => formatMoney(cents, 'USD');

/** The months paid from the anchor while each month started by `until`. */
function paidMonths(anchor: Date, until: Date, most = Number.POSITIVE_INFINITY): StoryInvoice[] {
  const invoices: StoryInvoice[] = [];
  for (let month = 0; month < most && addMonths(anchor, month) <= until; month++) {
    invoices.push({ purpose: month === 0 ? 'SUBSCRIBE' : 'RENEWAL', periodStart: addMonths(anchor, month), periodEnd: addMonths(anchor, month + 1), paid: true });
  }
  return invoices;
}

export function subscriptionStory(spec: SubscriptionSpec, plan: StoryPlan, now: Date): SubscriptionStory {
  const { ending, startedAt } = spec;
  const paid = ending.kind === 'RUNNING' ? paidMonths(startedAt, now) : ending.kind === 'CANCELLED' ? paidMonths(startedAt, ending.at) : paidMonths(startedAt, now, ending.monthsPaid);
  if (paid.length === 0) throw new Error(`A seeded subscription must start by now (${startedAt.toISOString()})`);
  const paidThrough = paid.at(-1)!.periodEnd;
  const subscribed: StoryEvent = {
    type: 'Subscribed',
    cause: 'SELLER',
    detail: `Subscribed: ${money(plan.amountCents)} paid with ${plan.card}; paid through ${utcDate(paid[0]!.periodEnd)}`,
    at: startedAt,
  };
  const base = { paidThrough, paymentState: 'OK' as const, failureMessage: null, freezesAt: null, unsubscribedAt: null, openInvoice: null };

  if (ending.kind === 'RUNNING') return { ...base, status: 'ACTIVE', usable: true, invoices: paid, events: [subscribed] };

  if (ending.kind === 'CANCELLED') {
    const usable = paidThrough > now;
    const until = usable ? `usable until ${utcDate(paidThrough)}` : 'not usable from now on';
    const said = ending.comment ? `; the seller wrote: ${ending.comment}` : '';
    const detail = `Cancelled by the seller (${UNSUBSCRIBE_REASON_LABELS[ending.reason]}), ${until}${said}`;
    return {
      ...base,
      status: 'UNSUBSCRIBED',
      usable,
      unsubscribedAt: ending.at,
      invoices: paid,
      events: [subscribed, { type: 'Unsubscribed', cause: 'SELLER', detail, at: ending.at }],
    };
  }

  // The renewal after the months paid was declined; its grace period counts from the month's start.
  const declined: StoryInvoice = { purpose: 'RENEWAL', periodStart: paidThrough, periodEnd: addMonths(startedAt, paid.length + 1), paid: false };
  if (declined.periodStart > now) throw new Error('A declined renewal must be due by now');
  const freezesAt = new Date(declined.periodStart.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
  const frozen = freezesAt <= now;
  const events: StoryEvent[] = [subscribed];
  if (frozen) {
    const why = SIMULATOR_MESSAGES.insufficientFunds;
    const detail = `Frozen: the renewal of ${money(plan.amountCents)} was not paid within the ${GRACE_PERIOD_DAYS}-day grace period (${why})`;
    events.push({ type: 'Subscription Frozen', cause: 'RENEWAL', detail, at: freezesAt });
  }
  return {
    ...base,
    status: frozen ? 'FROZEN' : 'ACTIVE',
    // In the grace period the products stay usable; frozen they stop.
    usable: !frozen,
    paymentState: 'FAILED',
    failureMessage: SIMULATOR_MESSAGES.insufficientFunds,
    freezesAt,
    invoices: [...paid, declined],
    openInvoice: paid.length,
    events,
  };
}
