import type { Subscription } from '~/contract/payments';
import type { SubscriptionStatus } from '~/contract/products';
import { formatDay } from '~/lib/dates';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = { ACTIVE: 'Active', UNSUBSCRIBED: 'Cancelled', FROZEN: 'Frozen' };
export const STATUS_COLORS: Record<SubscriptionStatus, string> = { ACTIVE: 'green', UNSUBSCRIBED: 'gray', FROZEN: 'blue' };

/**
 * The date that matters next, in words: the next invoice while ACTIVE and paid up, the day a
 * renewal fell due while it is unpaid, the last usable day once cancelled. `now` is the seller's clock; the server's decides, this only words it.
 */
export function nextDateText(subscription: Pick<Subscription, 'status' | 'paidThrough' | 'payment'>, now = Date.now()): string | null {
  const { status, paidThrough } = subscription;
  if (!paidThrough) return null;
  // A renewal that did not go through is owed from the day it fell due: that is no next invoice.
  if (status === 'ACTIVE' && subscription.payment.state !== 'OK') return `Unpaid since ${formatDay(paidThrough)}`;
  if (status === 'ACTIVE') return `Next invoice ${formatDay(paidThrough)}`;
  if (status === 'UNSUBSCRIBED') return new Date(paidThrough).getTime() > now ? `Usable until ${formatDay(paidThrough)}` : `Ended ${formatDay(paidThrough)}`;
  return null;
}

/** The freeze date of an unpaid renewal: "will freeze on …" before it, "frozen on …" after. */
export function freezeText(subscription: Pick<Subscription, 'status' | 'payment'>, now = Date.now()): string | null {
  const { freezesAt } = subscription.payment;
  if (subscription.status === 'FROZEN') return freezesAt ? `Frozen on ${formatDay(freezesAt)}` : 'Frozen';
  if (!freezesAt) return null;
  return new Date(freezesAt).getTime() > now ? `Will freeze on ${formatDay(freezesAt)}` : `Frozen on ${formatDay(freezesAt)}`;
}
