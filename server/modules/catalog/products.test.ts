import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, PRODUCT_KEYS, adminApi, type CatalogPlan } from '../../../src/contract';
import { addCard, cancelCall, planNamed, resumeCall, subscribeCall, subscribeTo, subscribedSeller, subscriptionOf, sweep } from '../../testing/billing';
import { CATALOG_SESSIONS, invoicesOfSubscription, passMonthEnd, productPlan, setPrices, staffActionsOf } from '../../testing/catalog';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;
/** Tests move the clock past month ends and sweep renewals: more time than the default. */
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(CATALOG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const setOnSale = (id: number, onSale: unknown) => server.call<CatalogPlan>(adminApi.products.setOnSale, { params: { id }, body: { onSale } }, { auth: admin });

describe('GET product', () => {
  it('lists the nine products in the product list’s order, each with its prices USD first and its subscribers', async () => {
    await subscribedSeller(server, 'Sorter');
    const products = dataOf(await server.call<CatalogPlan[]>(adminApi.products.list, {}, { auth: admin }));
    expect(products.map((plan) => plan.products)).toEqual(PRODUCT_KEYS.map((product) => [product]));
    expect(products.every((plan) => plan.kind === 'PRODUCT' && plan.onSale)).toBe(true);
    const sorter = products.find((plan) => plan.code === 'SORTER')!;
    expect(sorter).toMatchObject({ name: 'Sorter', subscribers: 1 });
    expect(sorter.prices).toEqual([
      { currency: 'USD', amountCents: 3900 },
      { currency: 'EUR', amountCents: 3600 },
      { currency: 'GBP', amountCents: 3100 },
      { currency: 'MXN', amountCents: 69900 },
      { currency: 'CAD', amountCents: 5200 },
    ]);
  });
});

describe('PUT product/{id}/price', () => {
  it('is what a new subscription pays at once; a running one pays its own price until its next renewal, which bills the new one', async () => {
    const lister = await productPlan(server, admin, 'LISTER');
    const { seller: existing, subscription } = await subscribedSeller(server, 'Lister');
    expect(subscription.amountCents).toBe(3900);

    const changed = dataOf(await setPrices(server, admin, lister.id, [...lister.prices.filter((price) => price.currency !== 'USD'), { currency: 'USD', amountCents: 4400 }]));
    expect(changed.prices[0]).toEqual({ currency: 'USD', amountCents: 4400 });
    const [action] = await staffActionsOf(server, 'PLAN_PRICE_CHANGE');
    expect(action).toMatchObject({ userId: null, detail: { planId: lister.id, plan: 'LISTER', prices: { USD: { from: 3900, to: 4400 } } } });

    // A new subscriber pays the new price, and the seller's plan list shows it.
    const newcomer = await server.newSeller();
    expect((await planNamed(server, newcomer, 'Lister')).prices[0]).toEqual({ currency: 'USD', amountCents: 4400 });
    await addCard(server, newcomer);
    const fresh = await subscribeTo(server, newcomer, 'Lister');
    expect(fresh.subscription.amountCents).toBe(4400);
    expect((await invoicesOfSubscription(server, newcomer, fresh.subscription.id))[0]).toMatchObject({ subtotalCents: 4400, totalCents: 4400 });

    // The running subscription keeps its price until the month it paid for ends ...
    expect((await subscriptionOf(server, existing, subscription.id)).amountCents).toBe(3900);
    passMonthEnd(server, subscription);
    await sweep(server);
    // ... and its renewal bills the new price, line by line.
    const [first, renewal] = await invoicesOfSubscription(server, existing, subscription.id);
    expect(first).toMatchObject({ subtotalCents: 3900, lines: [{ unitAmountCents: 3900, amountCents: 3900 }] });
    expect(renewal).toMatchObject({ status: 'PAID', subtotalCents: 4400, totalCents: 4400, lines: [{ description: 'Lister, one month', unitAmountCents: 4400, amountCents: 4400 }] });
    expect((await subscriptionOf(server, existing, subscription.id)).amountCents).toBe(4400);
  });

  it('charges a cancelled subscription resumed after its month ended the price of that day', async () => {
    const plan = await productPlan(server, admin, 'SEND_TO_AMAZON');
    const { seller, subscription } = await subscribedSeller(server, 'Send to Marketplace');
    dataOf(await cancelCall(server, seller, subscription.id));
    passMonthEnd(server, subscription);
    await sweep(server);
    dataOf(await setPrices(server, admin, plan.id, [{ currency: 'USD', amountCents: 2100 }]));
    expect(dataOf(await resumeCall(server, seller, subscription.id)).subscription).toMatchObject({ status: 'ACTIVE', amountCents: 2100 });
    expect((await invoicesOfSubscription(server, seller, subscription.id)).map((invoice) => invoice.subtotalCents)).toEqual([1900, 2100]);
  });

  it('records nothing when no price changes, and drops a currency the product is no longer sold in', async () => {
    const bookzy = await productPlan(server, admin, 'BOOKZY');
    const before = (await staffActionsOf(server, 'PLAN_PRICE_CHANGE')).length;
    dataOf(await setPrices(server, admin, bookzy.id, bookzy.prices));
    expect(await staffActionsOf(server, 'PLAN_PRICE_CHANGE')).toHaveLength(before);
    const usdOnly = dataOf(await setPrices(server, admin, bookzy.id, [{ currency: 'USD', amountCents: 2900 }]));
    expect(usdOnly.prices).toEqual([{ currency: 'USD', amountCents: 2900 }]);
    expect((await staffActionsOf(server, 'PLAN_PRICE_CHANGE'))[0]!.detail).toMatchObject({ prices: { EUR: { from: 2700, to: null } } });
    const seller = await server.newSeller();
    await addCard(server, seller);
    expect(fieldError(await subscribeCall(server, seller, 'Bookzy', 'EUR'), 'currency')).toContain('USD');
  });

  it('refuses prices that are missing, repeated, zero, fractional or too large, and plans that are not products', async () => {
    const feed = await productPlan(server, admin, 'FEED_BEGGAR');
    fieldError(await setPrices(server, admin, feed.id, []), 'prices');
    fieldError(await setPrices(server, admin, feed.id, [{ currency: 'USD', amountCents: 100 }, { currency: 'USD', amountCents: 200 }]), 'prices');
    fieldError(await setPrices(server, admin, feed.id, [{ currency: 'USD', amountCents: 0 }]), 'prices.0.amountCents');
    fieldError(await setPrices(server, admin, feed.id, [{ currency: 'USD', amountCents: 12.5 }]), 'prices.0.amountCents');
    fieldError(await setPrices(server, admin, feed.id, [{ currency: 'USD', amountCents: 1e12 }]), 'prices.0.amountCents');
    fieldError(await setPrices(server, admin, feed.id, [{ currency: 'XXX', amountCents: 100 }]), 'prices.0.currency');
    const bundle = (await subscribedSeller(server, 'Pricing bundle')).subscription.plan;
    expect(apiError(await setPrices(server, admin, bundle.id, [{ currency: 'USD', amountCents: 100 }]))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await setPrices(server, admin, 999_999, [{ currency: 'USD', amountCents: 100 }])).status).toBe(404);
    expect((await productPlan(server, admin, 'FEED_BEGGAR')).prices).toEqual(feed.prices);
  });
});

describe('PUT product/{id}/sale', () => {
  it('takes a plan off sale: sellers no longer see or subscribe to it, its running subscriptions renew; back on sale it is offered again', async () => {
    const reimbursement = await productPlan(server, admin, 'REIMBURSEMENT');
    const { seller, subscription } = await subscribedSeller(server, 'Reimbursement');
    expect(dataOf(await setOnSale(reimbursement.id, false))).toMatchObject({ onSale: false, subscribers: 1 });
    expect((await staffActionsOf(server, 'PLAN_OFF_SALE'))[0]).toMatchObject({ detail: { planId: reimbursement.id } });

    const newcomer = await server.newSeller();
    await addCard(server, newcomer);
    await expect(planNamed(server, newcomer, 'Reimbursement')).rejects.toThrow('no plan named');
    const refused = await server.call(adminApi.products.setOnSale, { params: { id: reimbursement.id }, body: { onSale: 'no' } }, { auth: admin });
    fieldError(refused, 'onSale');

    passMonthEnd(server, subscription);
    await sweep(server);
    expect((await invoicesOfSubscription(server, seller, subscription.id)).map((invoice) => invoice.status)).toEqual(['PAID', 'PAID']);

    dataOf(await setOnSale(reimbursement.id, true));
    expect((await planNamed(server, newcomer, 'Reimbursement')).id).toBe(reimbursement.id);
    expect((await staffActionsOf(server, 'PLAN_ON_SALE'))[0]).toMatchObject({ detail: { planId: reimbursement.id } });
  });
});
