import { z } from 'zod/mini';
import { currency } from '../currencies';
import { isoDateTime, optionalText, recordId } from '../fields';
import { productKey, subscriptionStatus } from '../products';
import { PLAN_KINDS } from './plans';

/**
 * Subscriptions (spec 4): ACTIVE, UNSUBSCRIBED or FROZEN, and the events that move them.
 *
 * - Subscribing charges the first month at once; the products become usable when it is paid.
 * - Cancelling (UNSUBSCRIBED, with a reason) keeps the products usable to the end of the month
 *   already paid; resuming (ACTIVE) before then costs nothing, after it starts a new paid month.
 * - A renewal is a job on the queue at the end of each month. A declined renewal leaves the
 *   subscription ACTIVE and usable for a grace period, with an about-to-freeze prompt naming the
 *   freeze date; at its end the subscription is FROZEN and its products are not usable.
 * - A payment retry charges the main payment method for what is owed: paid, it is ACTIVE again
 *   (Usage Restored when it was FROZEN); declined, the reply says PAYMENT_FAILED, or FROZEN when
 *   the grace period is over, and the client reports the failure (spec 4, 8.4).
 */
export const GRACE_PERIOD_DAYS = 7;

export const SUBSCRIPTION_EVENT_TYPES = [
  'Subscription Activated',
  'Subscribed',
  'Unsubscribed',
  'Subscription Frozen',
  'Usage Restored',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

/** Who or what caused an event: the seller, a renewal job, the processor's answer, or staff. */
export const SUBSCRIPTION_EVENT_CAUSES = ['SELLER', 'RENEWAL', 'PAYMENT', 'STAFF'] as const;

export const UNSUBSCRIBE_REASONS = [
  'NONE',
  'AMAZON_RELATED',
  'SIMILAR_PRODUCTS',
  'BUSINESS_TERMINATED',
  'OTHER',
  'PRICING_ISSUE',
  'TOO_COMPLICATED',
  'MISSING_FEATURES',
] as const;
export const unsubscribeReason = z.enum(UNSUBSCRIBE_REASONS, { error: `must be one of ${UNSUBSCRIBE_REASONS.join(', ')}` });
export type UnsubscribeReason = z.infer<typeof unsubscribeReason>;

/** What people read for each reason; AMAZON_RELATED is the marketplace's, named neutrally. */
export const UNSUBSCRIBE_REASON_LABELS: Record<UnsubscribeReason, string> = {
  NONE: 'I would rather not say',
  AMAZON_RELATED: 'Something changed on the marketplace',
  SIMILAR_PRODUCTS: 'I use a similar product',
  BUSINESS_TERMINATED: 'I closed my business',
  OTHER: 'Another reason',
  PRICING_ISSUE: 'It costs too much',
  TOO_COMPLICATED: 'It is too complicated',
  MISSING_FEATURES: 'It lacks features I need',
};

/**
 * Where the subscription's money stands. OK: paid up. FAILED: the last charge was declined (grace
 * or frozen). REQUIRES_AUTHENTICATION: a charge waits for the cardholder to confirm it with
 * their bank (GET and PUT payment/subscription/{id}/auth).
 */
export const PAYMENT_STATES = ['OK', 'FAILED', 'REQUIRES_AUTHENTICATION'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const subscriptionSchema = z.object({
  id: z.int(),
  plan: z.object({ id: z.int(), name: z.string(), kind: z.enum(PLAN_KINDS), products: z.array(productKey) }),
  status: subscriptionStatus,
  /** Whether its products are usable now: false while the first charge waits, and once FROZEN. */
  usable: z.boolean(),
  currency,
  amountCents: z.int(),
  startedAt: isoDateTime,
  /** The end of the month paid for: the next invoice date while ACTIVE, the last usable moment once UNSUBSCRIBED. */
  paidThrough: z.nullable(isoDateTime),
  payment: z.object({
    state: z.enum(PAYMENT_STATES),
    /** The processor's words for the last declined charge. */
    failureMessage: z.nullable(z.string()),
    /** The end of the grace period while a renewal is unpaid: the about-to-freeze prompt's date. */
    freezesAt: z.nullable(isoDateTime),
    /** Owed now: the failed or waiting charge. */
    amountDueCents: z.int(),
  }),
  unsubscribeReason: z.nullable(unsubscribeReason),
  unsubscribedAt: z.nullable(isoDateTime),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionEventSchema = z.object({
  id: z.int(),
  subscriptionId: z.int(),
  type: z.enum(SUBSCRIPTION_EVENT_TYPES),
  cause: z.enum(SUBSCRIPTION_EVENT_CAUSES),
  /** In words: "Renewal charge of $29.00 declined: insufficient funds", "Cancelled by the seller". */
  detail: z.string(),
  at: isoDateTime,
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const subscribeBody = z.object({
  planId: recordId,
  currency,
  /** The method to charge; the main one when absent. */
  paymentMethodId: z.optional(recordId),
});
export type SubscribeBody = z.input<typeof subscribeBody>;

export const cancelQuery = z.object({
  reason: unsubscribeReason,
  /** What the seller adds in their own words. */
  comment: optionalText(1000),
});

/**
 * The answer of a charge: the subscription as it now stands, and why a charge did not go through.
 * Spec 4: a retry succeeded unless `reason` is PAYMENT_FAILED or `subscription.status` is FROZEN.
 */
export const CHARGE_FAILURE_REASONS = ['PAYMENT_FAILED', 'AUTHENTICATION_REQUIRED'] as const;
export const chargeReplySchema = z.object({
  subscription: subscriptionSchema,
  reason: z.nullable(z.enum(CHARGE_FAILURE_REASONS)),
  message: z.nullable(z.string()),
});
export type ChargeReply = z.infer<typeof chargeReplySchema>;

/** A charge waiting for the cardholder's bank (the NEEDS_AUTHENTICATION test card). */
export const authenticationSchema = z.object({
  subscriptionId: z.int(),
  required: z.boolean(),
  amountCents: z.int(),
  currency,
  /** The bank's question as its page would show it; the simulator's bank asks to confirm. */
  prompt: z.nullable(z.string()),
});
export type Authentication = z.infer<typeof authenticationSchema>;

export const authenticateBody = z.object({
  /** The cardholder's answer on the bank's page: confirm the charge, or refuse it. */
  outcome: z.enum(['CONFIRM', 'REFUSE'], { error: 'must be CONFIRM or REFUSE' }),
});
