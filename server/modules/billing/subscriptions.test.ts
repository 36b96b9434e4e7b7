import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENCIES, ErrorCode, IDEMPOTENCY_KEY_HEADER, PRODUCT_KEYS, sellerApi, type Authentication, type ChargeReply, type Invoice } from '../../../src/contract';
import {
  LONG_SESSIONS,
  addCard,
  cancelCall,
  gate,
  listSubscriptions,
  planNamed,
  resumeCall,
  retryCall,
  subscribeCall,
  subscribeTo,
  subscribedSeller,
  subscriptionOf,
  sweep,
  usage,
} from '../../testing/billing';
import { eq, inArray } from 'drizzle-orm';
import { paymentMethods, paymentSimCharges } from '../../db/schema';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
/** Each test moves the clock and sweeps a database every earlier test added to: more time than the default. */
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

const api = sellerApi.subscriptions;
const readAuth = (seller: SellerAuth, id: number) => server.call<Authentication>(api.authentication, { params: { id } }, { auth: seller });
const answerAuth = (seller: SellerAuth, id: number, outcome: string) =>
  server.call<ChargeReply>(api.authenticate, { params: { id }, body: { outcome } }, { auth: seller });
/** What the card processor charged to the seller's cards, whatever Folio recorded. */
const chargesOf = (seller: SellerAuth) =>
  server.db
    .select()
    .from(paymentSimCharges)
    .where(inArray(paymentSimCharges.methodRef, server.db.select({ ref: paymentMethods.processorRef }).from(paymentMethods).where(eq(paymentMethods.userId, seller.userId))));
const invoicesOf = async (seller: SellerAuth) => dataOf(await server.call<Invoice[]>(sellerApi.invoices.list, {}, { auth: seller }));

describe('GET payment/subscription/products', () => {
  it('lists the bundles first, then one plan per product, each priced monthly with USD first', async () => {
    const seller = await server.newSeller();
    const plans = dataOf(await server.call<{ name: string; kind: string; products: string[]; prices: { currency: string }[] }[]>(api.plans, {}, { auth: seller }));
    expect(plans.slice(0, 3).map(({ name, kind }) => [name, kind])).toEqual([
      ['Warehouse bundle', 'BUNDLE'],
      ['Pricing bundle', 'BUNDLE'],
      ['Back office bundle', 'BUNDLE'],
    ]);
    expect(plans[0]!.products).toEqual(['LISTER', 'BOOKZY', 'SORTER']);
    const singles = plans.filter(({ kind }) => kind === 'PRODUCT');
    expect(singles.map(({ products }) => products[0]).sort()).toEqual([...PRODUCT_KEYS].sort());
    for (const plan of plans) expect(plan.prices.map(({ currency }) => currency)).toEqual(CURRENCIES.slice(0, 5));
  });
});

describe('POST payment/subscription', () => {
  it('charges the first month to the main card and answers the subscription paid through a month from now', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller);
    const plan = await planNamed(server, seller, 'Lister');
    const reply = await subscribeTo(server, seller, 'Lister', 'EUR');
    expect(reply.subscription).toMatchObject({
      plan: { id: plan.id, name: 'Lister', kind: 'PRODUCT', products: ['LISTER'] },
      status: 'ACTIVE',
      usable: true,
      currency: 'EUR',
      amountCents: plan.prices.find(({ currency }) => currency === 'EUR')!.amountCents,
      payment: { state: 'OK', failureMessage: null, freezesAt: null, amountDueCents: 0 },
      unsubscribeReason: null,
    });
    const month = new Date(reply.subscription.paidThrough!).getTime() - new Date(reply.subscription.startedAt).getTime();
    expect(month / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(month / 86_400_000).toBeLessThanOrEqual(31);
    expect((await invoicesOf(seller)).map(({ status, currency }) => [status, currency])).toEqual([['PAID', 'EUR']]);
  });

  it('names the wrong field: the plan id, a currency Folio does not bill in, one the plan is not sold in', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller);
    const call = (body: object) => server.call(api.subscribe, { body }, { auth: seller });
    const plan = await planNamed(server, seller, 'Lister');
    expect(fieldError(await call({ planId: 'abc', currency: 'USD' }), 'planId')).toContain('whole number');
    expect(fieldError(await call({ planId: plan.id, currency: 'XYZ' }), 'currency')).toContain('ISO 4217');
    expect(fieldError(await call({ planId: plan.id }), 'currency')).toBeTruthy();
    expect(fieldError(await call({ planId: plan.id, currency: 'JPY' }), 'currency')).toBe('currency must be one Lister is sold in: USD, EUR, GBP, MXN, CAD.');
    expect(apiError(await call({ planId: 999_999, currency: 'USD' }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(await usage(server, seller)).toEqual([]);
  });

  it('needs a card (121), and refuses another seller’s card as unknown', async () => {
    const seller = await server.newSeller();
    expect(apiError(await subscribeCall(server, seller, 'Lister'))).toMatchObject({ status: 409, errorCode: ErrorCode.PAYMENT_METHOD_REQUIRED });
    const stranger = await server.newSeller();
    const theirs = await addCard(server, stranger);
    await addCard(server, seller);
    expect(apiError(await subscribeCall(server, seller, 'Lister', 'USD', theirs.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
  });

  it('refuses a second subscription to a plan, or to products a subscription already makes usable (122)', async () => {
    const { seller } = await subscribedSeller(server, 'Warehouse bundle');
    expect(apiError(await subscribeCall(server, seller, 'Warehouse bundle'))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
    const covered = apiError(await subscribeCall(server, seller, 'Bookzy'));
    expect(covered).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE, errorMessage: 'Your subscriptions already include Bookzy.' });
    // A bundle that adds products to a single is allowed.
    const single = await subscribedSeller(server, 'Lister');
    dataOf(await subscribeCall(server, single.seller, 'Warehouse bundle'));
  });

  it('answers 120 when the first charge is declined: no subscription, nothing usable, the failed invoice kept', async () => {
    // The renewal card pays once: its second first-charge is declined.
    const { seller } = await subscribedSeller(server, 'Lister', 'FAILS_AT_RENEWAL');
    const refused = apiError(await subscribeCall(server, seller, 'Bookzy'));
    expect(refused).toMatchObject({ status: 402, errorCode: ErrorCode.PAYMENT_DECLINED });
    expect(refused.errorMessage).toContain('Your card has insufficient funds.');
    expect((await listSubscriptions(server, seller)).subscriptions.map(({ plan }) => plan.name)).toEqual(['Lister']);
    expect((await usage(server, seller)).map(({ product }) => product)).toEqual(['LISTER']);
    expect(await gate(server, seller, 'BOOKZY')).toBe('refused');
    expect((await invoicesOf(seller)).map(({ status, subscriptionId }) => [status, subscriptionId === null])).toEqual([
      ['FAILED', true],
      ['PAID', false],
    ]);
  });
});

describe('a card that needs the bank’s authentication', () => {
  it('waits for the cardholder, then makes the plan usable once confirmed', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller, 'NEEDS_AUTHENTICATION');
    const reply = dataOf(await subscribeCall(server, seller, 'Lister'));
    expect(reply).toMatchObject({
      reason: 'AUTHENTICATION_REQUIRED',
      message: 'Your bank asks you to confirm this payment.',
      subscription: { status: 'ACTIVE', usable: false, paidThrough: null, payment: { state: 'REQUIRES_AUTHENTICATION', amountDueCents: 3900 } },
    });
    const id = reply.subscription.id;
    expect(await usage(server, seller)).toEqual([]);
    expect(await gate(server, seller, 'LISTER')).toBe('refused');
    expect(dataOf(await readAuth(seller, id))).toEqual({
      subscriptionId: id,
      required: true,
      amountCents: 3900,
      currency: 'USD',
      prompt: 'Confirm a payment of $39.00 to Folio.',
    });
    // Not started, so not cancellable yet.
    expect(apiError(await cancelCall(server, seller, id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });

    const confirmed = dataOf(await answerAuth(seller, id, 'CONFIRM'));
    expect(confirmed).toMatchObject({ reason: null, subscription: { status: 'ACTIVE', usable: true, payment: { state: 'OK', amountDueCents: 0 } } });
    expect(await usage(server, seller)).toEqual([{ product: 'LISTER', status: 'ACTIVE', usable: true }]);
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect(dataOf(await readAuth(seller, id))).toMatchObject({ required: false, amountCents: 0, prompt: null });
    expect(apiError(await answerAuth(seller, id, 'CONFIRM'))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
  });

  it('answers 120 when the cardholder refuses a new subscription’s first payment, and it does not start', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller, 'NEEDS_AUTHENTICATION');
    const { subscription } = dataOf(await subscribeCall(server, seller, 'Lister'));
    expect(apiError(await answerAuth(seller, subscription.id, 'REFUSE'))).toMatchObject({
      status: 402,
      errorCode: ErrorCode.PAYMENT_DECLINED,
      errorMessage:
        'The payment was not confirmed with your bank. The plan did not start and nothing was charged: subscribe again to pay, with this card or another one.',
    });
    expect((await listSubscriptions(server, seller)).subscriptions).toEqual([]);
    expect(await usage(server, seller)).toEqual([]);
  });

  it('keeps a renewal waiting for the bank usable in its grace period, and paid once confirmed', async () => {
    // The first payment waits for the bank too: confirmed, then the month passes.
    const { seller, subscription } = await subscribedSeller(server, 'Lister', 'NEEDS_AUTHENTICATION');
    dataOf(await answerAuth(seller, subscription.id, 'CONFIRM'));
    const paid = await subscriptionOf(server, seller, subscription.id);
    server.advanceClock(new Date(paid.paidThrough!).getTime() - server.clock().getTime() + 60_000);
    await sweep(server);
    const waiting = await subscriptionOf(server, seller, subscription.id);
    expect(waiting).toMatchObject({ status: 'ACTIVE', usable: true, payment: { state: 'REQUIRES_AUTHENTICATION' } });
    expect(waiting.payment.freezesAt).not.toBeNull();
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    expect(dataOf(await readAuth(seller, subscription.id)).required).toBe(true);

    const confirmed = dataOf(await answerAuth(seller, subscription.id, 'CONFIRM'));
    expect(confirmed.subscription).toMatchObject({ status: 'ACTIVE', payment: { state: 'OK', freezesAt: null } });
    expect(new Date(confirmed.subscription.paidThrough!).getTime()).toBeGreaterThan(new Date(paid.paidThrough!).getTime() + 27 * 86_400_000);
  });
});

describe('DELETE payment/subscription/{id}', () => {
  it('names a missing or unknown reason and a comment over 1000 characters', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const cancel = (query: Record<string, string>) => server.call(api.cancel, { params: { id: subscription.id }, query }, { auth: seller });
    expect(fieldError(await cancel({}), 'reason')).toContain('must be one of NONE');
    expect(fieldError(await cancel({ reason: 'BORED' }), 'reason')).toContain('must be one of NONE');
    expect(fieldError(await cancel({ reason: 'OTHER', comment: 'x'.repeat(1001) }), 'comment')).toContain('at most 1000');
    expect((await subscriptionOf(server, seller, subscription.id)).status).toBe('ACTIVE');
  });

  it('refuses to cancel twice, to resume an active subscription, and to retry when nothing is owed (122)', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    expect(apiError(await resumeCall(server, seller, subscription.id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
    expect(apiError(await retryCall(server, seller, subscription.id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
    dataOf(await cancelCall(server, seller, subscription.id));
    expect(apiError(await cancelCall(server, seller, subscription.id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });
    expect(apiError(await retryCall(server, seller, subscription.id)).errorMessage).toContain('resume it instead');
  });
});

describe("another seller's subscription", () => {
  it('answers 404 to every call with its id, and stays as it was', async () => {
    const { seller: owner, subscription } = await subscribedSeller(server, 'Lister');
    const stranger = await server.newSeller();
    await addCard(server, stranger);
    const id = subscription.id;
    for (const reply of [
      await cancelCall(server, stranger, id),
      await resumeCall(server, stranger, id),
      await retryCall(server, stranger, id),
      await readAuth(stranger, id),
      await answerAuth(stranger, id, 'CONFIRM'),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    }
    expect((await listSubscriptions(server, stranger)).subscriptions).toEqual([]);
    expect(await subscriptionOf(server, owner, id)).toMatchObject({ status: 'ACTIVE', usable: true });
  });

  it('names an id that is not a number', async () => {
    const seller = await server.newSeller();
    expect(fieldError(await resumeCall(server, seller, 'abc' as unknown as number), 'id')).toBe('id must be a whole number.');
  });
});

describe('the guards every billing call shares', () => {
  it('answers a charging call repeated under its Idempotency-Key with the first outcome, charging once', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const plan = await planNamed(server, seller, 'Bookzy');
    const keyed = (key: string) => ({ auth: seller, headers: { [IDEMPOTENCY_KEY_HEADER]: `${key}-${seller.userId}` } });
    const subscribe = () => server.call<ChargeReply>(api.subscribe, { body: { planId: plan.id, currency: 'USD' } }, keyed('subscribe-once'));
    // Together, as a double click sends them: the second waits for the first and answers its reply.
    const [first, second] = await Promise.all([subscribe(), subscribe()]);
    expect(dataOf(first!).subscription).toMatchObject({ status: 'ACTIVE', plan: { name: 'Bookzy' } });
    expect(second!.body).toEqual(first!.body);
    const later = await subscribe();
    expect(later.body).toEqual(first!.body);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect((await listSubscriptions(server, seller)).subscriptions).toHaveLength(2);
    expect(await invoicesOf(seller)).toHaveLength(2);
    expect(await chargesOf(seller)).toHaveLength(2);

    dataOf(await cancelCall(server, seller, subscription.id));
    const resume = () => server.call<ChargeReply>(api.resume, { params: { id: subscription.id } }, keyed('resume-once'));
    const resumed = await Promise.all([resume(), resume()]);
    expect(dataOf(resumed[0]!).subscription.status).toBe('ACTIVE');
    expect(resumed[1]!.body).toEqual(resumed[0]!.body);
    expect(await chargesOf(seller)).toHaveLength(2);
  });

  it('lets a failed charging call go: its retry under the same key runs again', async () => {
    const seller = await server.newSeller();
    const plan = await planNamed(server, seller, 'Lister');
    const keyed = { auth: seller, headers: { [IDEMPOTENCY_KEY_HEADER]: `no-card-yet-${seller.userId}` } };
    const subscribe = () => server.call<ChargeReply>(api.subscribe, { body: { planId: plan.id, currency: 'USD' } }, keyed);
    expect(apiError(await subscribe())).toMatchObject({ status: 409, errorCode: ErrorCode.PAYMENT_METHOD_REQUIRED });
    await addCard(server, seller);
    expect(dataOf(await subscribe()).subscription.status).toBe('ACTIVE');
    expect(await chargesOf(seller)).toHaveLength(1);
  });

  it('refuses writes without the XSRF header, and any call without a session', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const plan = await planNamed(server, seller, 'Bookzy');
    const id = subscription.id;
    const writes = [
      [api.subscribe, { body: { planId: plan.id, currency: 'USD' } }],
      [api.cancel, { params: { id }, query: { reason: 'NONE' } }],
      [api.resume, { params: { id } }],
      [api.retryCharge, { params: { id } }],
      [api.authenticate, { params: { id }, body: { outcome: 'CONFIRM' } }],
      [sellerApi.paymentMethods.add, { body: { token: 'tok_sim_whatever' } }],
      [sellerApi.paymentMethods.remove, { params: { id: 1 } }],
      [sellerApi.paymentMethods.makeMain, { params: { id: 1 } }],
    ] as const;
    for (const [endpoint, input] of writes) {
      expect(apiError(await server.call(endpoint, input, { auth: seller, xsrf: false })), endpoint.path).toMatchObject({ status: 403, errorCode: ErrorCode.XSRF_MISMATCH });
    }
    for (const endpoint of [api.list, api.plans, sellerApi.paymentMethods.list, sellerApi.invoices.list, sellerApi.affiliation.read]) {
      expect(apiError(await server.call(endpoint, {}, {})), endpoint.path).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
    }
    expect((await subscriptionOf(server, seller, id)).status).toBe('ACTIVE');
  });
});
