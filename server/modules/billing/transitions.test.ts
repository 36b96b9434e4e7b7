import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRACE_PERIOD_DAYS, type Subscription } from '../../../src/contract';
import {
  DAY_MS,
  LONG_SESSIONS,
  addCard,
  cancelCall,
  gate,
  listSubscriptions,
  prompts,
  resumeCall,
  retryCall,
  subscribeTo,
  subscribedSeller,
  subscriptionOf,
  sweep,
  usage,
} from '../../testing/billing';
import { dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

/**
 * Spec 4's subscription transitions, one test each. Every test checks what the seller then sees:
 * GET user's usageStatuses (the menu), and the route gate of the product's own calls.
 */

let server: TestServer;
/** Each test moves the clock and sweeps a database every earlier test added to: more time than the default. */
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

const listerUsage = async (seller: SellerAuth) => (await usage(server, seller)).find(({ product }) => product === 'LISTER');
const eventsOf = async (seller: SellerAuth, id: number) =>
  (await listSubscriptions(server, seller)).events.filter((event) => event.subscriptionId === id);

/** Past the end of the month paid for, and the sweep run as the renewal job would. */
async function passMonthEnd(subscription: Subscription) {
  server.advanceClock(new Date(subscription.paidThrough!).getTime() - server.clock().getTime() + 60_000);
  await sweep(server);
}

/** A Lister subscription on the card that pays once, past its month: the renewal was declined. */
async function inGrace() {
  const { seller, subscription } = await subscribedSeller(server, 'Lister', 'FAILS_AT_RENEWAL');
  await passMonthEnd(subscription);
  return { seller, subscription: await subscriptionOf(server, seller, subscription.id), paidThrough: subscription.paidThrough! };
}

async function frozen() {
  const { seller, subscription } = await inGrace();
  server.advanceClock(new Date(subscription.payment.freezesAt!).getTime() - server.clock().getTime() + 60_000);
  await sweep(server);
  return { seller, subscription: await subscriptionOf(server, seller, subscription.id) };
}

describe('subscribing', () => {
  it('makes the plan usable once the first month is paid', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller);
    expect(await usage(server, seller)).toEqual([]);
    expect(await gate(server, seller, 'LISTER')).toBe('refused');

    const reply = await subscribeTo(server, seller, 'Lister');
    expect(reply).toMatchObject({ reason: null, message: null, subscription: { status: 'ACTIVE', usable: true, payment: { state: 'OK' } } });
    expect(await usage(server, seller)).toEqual([{ product: 'LISTER', status: 'ACTIVE', usable: true }]);
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect((await eventsOf(seller, reply.subscription.id)).map(({ type, cause }) => [type, cause])).toEqual([['Subscribed', 'SELLER']]);
  });

  it('makes every product of a bundle usable, and a product in a bundle and a single takes the better of the two', async () => {
    const { seller, subscription: single } = await subscribedSeller(server, 'Lister');
    await subscribeTo(server, seller, 'Warehouse bundle');
    expect(await usage(server, seller)).toEqual([
      { product: 'LISTER', status: 'ACTIVE', usable: true },
      { product: 'BOOKZY', status: 'ACTIVE', usable: true },
      { product: 'SORTER', status: 'ACTIVE', usable: true },
    ]);
    expect(await gate(server, seller, 'BOOKZY')).toBe('open');

    dataOf(await cancelCall(server, seller, single.id));
    await passMonthEnd(single);
    // The single's month is over, the bundle renewed: Lister stays ACTIVE through the bundle.
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
  });
});

describe('cancel', () => {
  it('sets UNSUBSCRIBED with the reason; the products stay usable to the end of the paid month, then stop', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const cancelled = dataOf(await cancelCall(server, seller, subscription.id, 'MISSING_FEATURES', 'No ISBN-10 labels'));
    expect(cancelled).toMatchObject({ status: 'UNSUBSCRIBED', usable: true, unsubscribeReason: 'MISSING_FEATURES', paidThrough: subscription.paidThrough });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'UNSUBSCRIBED', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    const [unsubscribed] = await eventsOf(seller, subscription.id);
    expect(unsubscribed).toMatchObject({ type: 'Unsubscribed', cause: 'SELLER' });
    expect(unsubscribed!.detail).toContain('It lacks features I need');
    expect(unsubscribed!.detail).toContain('No ISBN-10 labels');

    await passMonthEnd(subscription);
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'UNSUBSCRIBED', usable: false });
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
    // Nothing was charged for the month after.
    expect((await subscriptionOf(server, seller, subscription.id)).paidThrough).toBe(subscription.paidThrough);
  });
});

describe('cancel while a renewal is unpaid', () => {
  it('ends usability at once (the paid month is over), owes nothing more, and passes the prompt', async () => {
    const { seller, subscription } = await inGrace();
    const cancelled = dataOf(await cancelCall(server, seller, subscription.id, 'BUSINESS_TERMINATED'));
    expect(cancelled).toMatchObject({ status: 'UNSUBSCRIBED', usable: false, payment: { state: 'OK', freezesAt: null, amountDueCents: 0 } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'UNSUBSCRIBED', usable: false });
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
    expect(await prompts(server, seller)).toEqual([]);
  });
});

describe('resume', () => {
  it('within the paid month: ACTIVE again at no charge, renewing as before', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    dataOf(await cancelCall(server, seller, subscription.id));
    const reply = dataOf(await resumeCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: null, subscription: { status: 'ACTIVE', usable: true, unsubscribeReason: null, paidThrough: subscription.paidThrough } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect((await eventsOf(seller, subscription.id)).map(({ type }) => type)).toEqual(['Subscription Activated', 'Unsubscribed', 'Subscribed']);
  });

  it('after the month ended: a new month is charged from now and the products are usable again', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    dataOf(await cancelCall(server, seller, subscription.id));
    await passMonthEnd(subscription);
    expect(await gate(server, seller, 'LISTER')).toBe('refused');

    const reply = dataOf(await resumeCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: null, subscription: { status: 'ACTIVE', usable: true } });
    const paidThrough = new Date(reply.subscription.paidThrough!).getTime();
    expect(paidThrough - server.clock().getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
  });
});

describe('renewal failure', () => {
  it('keeps the products usable for the grace period and prompts with the freeze date', async () => {
    const { seller, subscription, paidThrough } = await inGrace();
    const freezesAt = new Date(new Date(paidThrough).getTime() + GRACE_PERIOD_DAYS * DAY_MS).toISOString();
    expect(subscription).toMatchObject({
      status: 'ACTIVE',
      usable: true,
      paidThrough,
      payment: { state: 'FAILED', failureMessage: 'Your card has insufficient funds.', freezesAt, amountDueCents: 3900 },
    });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect(await prompts(server, seller)).toEqual([
      expect.objectContaining({ type: 'SUBSCRIPTION_ABOUT_TO_FREEZE', status: 'ACTIVE', product: 'LISTER', freezeDate: freezesAt.slice(0, 10) }),
    ]);
  });

  it('freezes at the end of the grace period: FROZEN, not usable, the prompt gone', async () => {
    const { seller, subscription } = await frozen();
    expect(subscription).toMatchObject({ status: 'FROZEN', usable: false, payment: { state: 'FAILED' } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'FROZEN', usable: false });
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
    expect(await prompts(server, seller)).toEqual([]);
    const [frozenEvent] = await eventsOf(seller, subscription.id);
    expect(frozenEvent).toMatchObject({ type: 'Subscription Frozen', cause: 'RENEWAL' });
  });
});

describe('payment retry', () => {
  it('succeeds in the grace period: ACTIVE and paid for the next month, the prompt gone', async () => {
    const { seller, subscription, paidThrough } = await inGrace();
    await addCard(server, seller, 'SUCCEEDS', true);
    const reply = dataOf(await retryCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: null, subscription: { status: 'ACTIVE', usable: true, payment: { state: 'OK', freezesAt: null, amountDueCents: 0 } } });
    expect(new Date(reply.subscription.paidThrough!).getTime()).toBeGreaterThan(new Date(paidThrough).getTime() + 27 * DAY_MS);
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect(await prompts(server, seller)).toEqual([]);
    expect((await eventsOf(seller, subscription.id))[0]).toMatchObject({ type: 'Subscription Activated', cause: 'SELLER' });
  });

  it('declined in the grace period: reason PAYMENT_FAILED, and the products stay usable until the freeze', async () => {
    const { seller, subscription } = await inGrace();
    const reply = dataOf(await retryCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: 'PAYMENT_FAILED', message: 'Your card has insufficient funds.', subscription: { status: 'ACTIVE', usable: true } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect(await prompts(server, seller)).toHaveLength(1);
  });

  it('declined once frozen: the reply says FROZEN, and the products stay unusable', async () => {
    const { seller, subscription } = await frozen();
    const reply = dataOf(await retryCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: 'PAYMENT_FAILED', subscription: { status: 'FROZEN', usable: false } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'FROZEN', usable: false });
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
  });

  it('declined after the grace period, before the sweep froze it: it freezes at once and the reply says FROZEN', async () => {
    const { seller, subscription } = await inGrace();
    server.advanceClock(new Date(subscription.payment.freezesAt!).getTime() - server.clock().getTime() + 60_000);
    const reply = dataOf(await retryCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: 'PAYMENT_FAILED', subscription: { status: 'FROZEN', usable: false } });
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'FROZEN', usable: false });
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
    expect((await eventsOf(seller, subscription.id))[0]).toMatchObject({ type: 'Subscription Frozen', cause: 'PAYMENT' });
  });

  it('paid once frozen restores usage (Usage Restored) with a month counted from now', async () => {
    const { seller, subscription } = await frozen();
    await addCard(server, seller, 'SUCCEEDS', true);
    const reply = dataOf(await retryCall(server, seller, subscription.id));
    expect(reply).toMatchObject({ reason: null, subscription: { status: 'ACTIVE', usable: true, payment: { state: 'OK' } } });
    expect(new Date(reply.subscription.paidThrough!).getTime() - server.clock().getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(await listerUsage(seller)).toEqual({ product: 'LISTER', status: 'ACTIVE', usable: true });
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect((await eventsOf(seller, subscription.id))[0]).toMatchObject({ type: 'Usage Restored', cause: 'SELLER' });
  });
});
