import type { BillingPlan, ChargeReply, Invoice, PaymentMethod, Subscription, SubscriptionEvent } from '~/contract/payments';

/**
 * Billing records as the server answers them, for the screens' tests: each builder gives a
 * plausible record that a test changes only where its case differs.
 */

export const listerPlan: BillingPlan = {
  id: 1,
  name: 'Lister',
  description: 'List books on the marketplace and print their labels.',
  kind: 'PRODUCT',
  products: ['LISTER'],
  interval: 'MONTH',
  prices: [
    { currency: 'USD', amountCents: 2900 },
    { currency: 'EUR', amountCents: 2700 },
  ],
};

export const bookzyPlan: BillingPlan = {
  id: 2,
  name: 'Bookzy',
  description: 'Scan books with your phone and decide on the spot.',
  kind: 'PRODUCT',
  products: ['BOOKZY'],
  interval: 'MONTH',
  prices: [{ currency: 'USD', amountCents: 1900 }],
};

export const sellerBundle: BillingPlan = {
  id: 3,
  name: 'Seller bundle',
  description: 'Lister, Bookzy and the Repricer together.',
  kind: 'BUNDLE',
  products: ['LISTER', 'BOOKZY', 'REPRICER'],
  interval: 'MONTH',
  prices: [
    { currency: 'USD', amountCents: 5900 },
    { currency: 'GBP', amountCents: 4900 },
  ],
};

export const visa: PaymentMethod = {
  id: 11,
  brand: 'VISA',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  holderName: 'Morgan Lee',
  main: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const mastercard: PaymentMethod = { ...visa, id: 12, brand: 'MASTERCARD', last4: '4444', expMonth: 9, expYear: 2029, main: false };

export function subscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    id: 21,
    plan: { id: listerPlan.id, name: listerPlan.name, kind: 'PRODUCT', products: ['LISTER'] },
    status: 'ACTIVE',
    usable: true,
    currency: 'USD',
    amountCents: 2900,
    startedAt: '2026-11-01T10:00:00.000Z',
    paidThrough: '2026-12-01T10:00:00.000Z',
    payment: { state: 'OK', failureMessage: null, freezesAt: null, amountDueCents: 0 },
    unsubscribeReason: null,
    unsubscribedAt: null,
    ...changes,
  };
}

/** A renewal that was declined: still usable, with the day it freezes. */
export const failedRenewal = (changes: Partial<Subscription> = {}) =>
  subscription({
    payment: { state: 'FAILED', failureMessage: 'Your card was declined.', freezesAt: '2026-12-08T10:00:00.000Z', amountDueCents: 2900 },
    ...changes,
  });

export const charge = (changes: Partial<ChargeReply> = {}): ChargeReply => ({ subscription: subscription(), reason: null, message: null, ...changes });

export function event(changes: Partial<SubscriptionEvent> = {}): SubscriptionEvent {
  return { id: 31, subscriptionId: 21, type: 'Subscribed', cause: 'SELLER', detail: 'Subscribed to Lister at $29.00 a month', at: '2026-11-01T10:00:00.000Z', ...changes };
}

export function invoice(changes: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    number: 'F-2026-000041',
    subscriptionId: 21,
    status: 'PAID',
    currency: 'USD',
    issuedAt: '2026-11-01T10:00:00.000Z',
    paidAt: '2026-11-01T10:00:01.000Z',
    lines: [
      {
        description: 'Lister, monthly',
        product: 'LISTER',
        quantity: 1,
        unitAmountCents: 2900,
        amountCents: 2900,
        periodStart: '2026-11-01T10:00:00.000Z',
        periodEnd: '2026-12-01T10:00:00.000Z',
      },
    ],
    subtotalCents: 2900,
    taxRateBasisPoints: null,
    taxCents: 0,
    totalCents: 2900,
    refundedCents: 0,
    paidWith: { brand: 'VISA', last4: '4242' },
    billedTo: { name: 'Morgan Lee', company: 'Lee Rare Books', email: 'morgan@example.com', address: ['12 Harbor Way', 'Oakland, CA 94607', 'United States'] },
    ...changes,
  };
}
