import type { ChargeReply, Subscription } from '~/contract/payments';
import type { SubscriptionStatus } from '~/contract/products';

export type ChargeCall = 'subscribe' | 'resume' | 'retry' | 'authenticate';

export type ChargeOutcome =
  /** Paid, or nothing was owed: the subscription as it now stands locally. */
  | { kind: 'done'; subscription: Subscription }
  /** The charge waits for the seller's bank (the auth calls); nothing failed yet. */
  | { kind: 'needs-authentication'; subscription: Subscription }
  /** The charge did not go through: reported to the seller, in the processor's words when it gave some. */
  | { kind: 'failed'; subscription: Subscription; message: string };

const FAILURE_WORDS: Record<Exclude<ChargeCall, 'authenticate'>, string> = {
  subscribe: 'The first payment did not go through',
  resume: 'The payment did not go through',
  retry: 'The payment did not go through',
};

/** The seller refused at the bank: the processor's words would only repeat it, so say what to do next. */
const REFUSED_AT_BANK = 'The payment was not confirmed with your bank, so it was not made. Retry the payment to confirm it, or pay with another card.';

/**
 * What the app makes of a charge's reply (spec 4). A resume sets the local status ACTIVE; a retry
 * sets ACTIVE unless the reply says PAYMENT_FAILED or the subscription is FROZEN, and then the
 * failure is reported. The same reading holds for a new subscription's first charge and for the
 * bank's answer: a decline is a failure, a charge waiting for the bank is neither.
 */
export function chargeOutcome(call: ChargeCall, reply: ChargeReply): ChargeOutcome {
  const { subscription, reason } = reply;
  const failed = reason === 'PAYMENT_FAILED' || (call === 'retry' && subscription.status === 'FROZEN');
  if (failed) {
    if (call === 'authenticate') return { kind: 'failed', subscription, message: REFUSED_AT_BANK };
    const detail = reply.message ?? subscription.payment.failureMessage;
    return { kind: 'failed', subscription, message: detail ? `${FAILURE_WORDS[call]}: ${detail}` : `${FAILURE_WORDS[call]}.` };
  }
  if (reason === 'AUTHENTICATION_REQUIRED') return { kind: 'needs-authentication', subscription };
  return { kind: 'done', subscription: { ...subscription, status: 'ACTIVE' } };
}

/** The subscription list with one subscription replaced, its status set as the call sets it locally. */
export function withLocalStatus(list: Subscription[], subscription: Subscription, status: SubscriptionStatus = subscription.status): Subscription[] {
  return list.map((each) => (each.id === subscription.id ? { ...subscription, status } : each));
}
