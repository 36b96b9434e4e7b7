import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, adminApi, type CatalogPlan } from '../../../src/contract';
import { addCard, gate, planNamed, subscribeCall, subscribeTo, subscriptionOf, sweep, usage } from '../../testing/billing';
import { CATALOG_SESSIONS, invoicesOfSubscription, passMonthEnd, staffActionsOf } from '../../testing/catalog';
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

const api = adminApi.bundles;
const bundleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Scout bundle',
  description: 'Bookzy and the Lister for buying trips.',
  products: ['BOOKZY', 'LISTER'],
  prices: [
    { currency: 'USD', amountCents: 5500 },
    { currency: 'EUR', amountCents: 5100 },
  ],
  ...overrides,
});
const create = (body: unknown) => server.call<CatalogPlan>(api.create, { body }, { auth: admin });
const update = (id: number, body: unknown) => server.call<CatalogPlan>(api.update, { params: { id }, body }, { auth: admin });
const listBundles = async () => dataOf(await server.call<CatalogPlan[]>(api.list, {}, { auth: admin }));

describe('product bundles', () => {
  it('lists the seeded bundles, on sale or retired, with their products and prices', async () => {
    const bundles = await listBundles();
    expect(bundles.map((bundle) => [bundle.code, bundle.onSale])).toEqual([
      ['WAREHOUSE_BUNDLE', true],
      ['PRICING_BUNDLE', true],
      ['BACK_OFFICE_BUNDLE', true],
      ['STARTER_BUNDLE', true],
      ['SCANNING_BUNDLE_2025', false],
    ]);
    expect(bundles[0]).toMatchObject({ kind: 'BUNDLE', onSale: true, products: ['LISTER', 'BOOKZY', 'SORTER'], prices: expect.arrayContaining([{ currency: 'USD', amountCents: 8900 }]) });
  });

  it('creates a bundle that a seller subscribes to from the plans list, is invoiced for and may use', async () => {
    const created = dataOf(await create(bundleBody()));
    expect(created).toMatchObject({
      code: `BUNDLE_${created.id}`,
      name: 'Scout bundle',
      kind: 'BUNDLE',
      onSale: true,
      products: ['LISTER', 'BOOKZY'],
      prices: [
        { currency: 'USD', amountCents: 5500 },
        { currency: 'EUR', amountCents: 5100 },
      ],
      subscribers: 0,
    });
    expect((await listBundles()).at(-1)!.id).toBe(created.id);
    expect((await staffActionsOf(server, 'BUNDLE_CREATE'))[0]).toMatchObject({ userId: null, detail: { planId: created.id, name: 'Scout bundle' } });

    const seller = await server.newSeller();
    expect(await planNamed(server, seller, 'Scout bundle')).toMatchObject({ id: created.id, kind: 'BUNDLE', products: ['LISTER', 'BOOKZY'] });
    await addCard(server, seller);
    expect(await gate(server, seller, 'BOOKZY')).toBe('refused');
    const { subscription } = await subscribeTo(server, seller, 'Scout bundle', 'EUR');
    expect(subscription).toMatchObject({ status: 'ACTIVE', usable: true, currency: 'EUR', amountCents: 5100 });
    expect(await gate(server, seller, 'BOOKZY')).toBe('open');
    expect(await gate(server, seller, 'LISTER')).toBe('open');
    const [invoice] = await invoicesOfSubscription(server, seller, subscription.id);
    expect(invoice).toMatchObject({ status: 'PAID', currency: 'EUR', subtotalCents: 5100, lines: [{ description: 'Scout bundle (Lister, Bookzy), one month', product: null, amountCents: 5100 }] });
    expect((await listBundles()).find((bundle) => bundle.id === created.id)!.subscribers).toBe(1);
  });

  it('edits a bundle: its subscribers may use a product added at once, and pay a new price from their next renewal', async () => {
    const bundle = dataOf(await create(bundleBody({ name: 'Shelf bundle', products: ['REPRICER', 'MY_PRICER'] })));
    const seller = await server.newSeller();
    await addCard(server, seller);
    const { subscription } = await subscribeTo(server, seller, 'Shelf bundle');
    const usableProducts = async () => (await usage(server, seller)).filter((status) => status.usable).map((status) => status.product).sort();
    expect(await usableProducts()).toEqual(['MY_PRICER', 'REPRICER']);

    const edited = dataOf(await update(bundle.id, bundleBody({ name: 'Shelf bundle plus', description: 'Now with Bookzy.', products: ['REPRICER', 'MY_PRICER', 'BOOKZY'], prices: [{ currency: 'USD', amountCents: 6500 }] })));
    expect(edited).toMatchObject({ name: 'Shelf bundle plus', products: ['REPRICER', 'MY_PRICER', 'BOOKZY'], prices: [{ currency: 'USD', amountCents: 6500 }], subscribers: 1 });
    expect(await usableProducts()).toEqual(['BOOKZY', 'MY_PRICER', 'REPRICER']);
    expect((await staffActionsOf(server, 'BUNDLE_UPDATE'))[0]!.detail).toMatchObject({
      planId: bundle.id,
      name: { from: 'Shelf bundle', to: 'Shelf bundle plus' },
      products: { from: ['MY_PRICER', 'REPRICER'], to: ['BOOKZY', 'MY_PRICER', 'REPRICER'] },
      prices: { USD: { from: 5500, to: 6500 }, EUR: { from: 5100, to: null } },
    });
    expect((await subscriptionOf(server, seller, subscription.id)).amountCents).toBe(5500);

    passMonthEnd(server, subscription);
    await sweep(server);
    const [, renewal] = await invoicesOfSubscription(server, seller, subscription.id);
    expect(renewal).toMatchObject({ status: 'PAID', subtotalCents: 6500, lines: [{ description: 'Shelf bundle plus (Repricer, Stock Manager, Bookzy), one month', amountCents: 6500 }] });

    // Taking a product out takes it away from the subscribers too.
    dataOf(await update(bundle.id, bundleBody({ name: 'Shelf bundle plus', products: ['REPRICER', 'MY_PRICER'], prices: [{ currency: 'USD', amountCents: 6500 }] })));
    expect(await usableProducts()).toEqual(['MY_PRICER', 'REPRICER']);
  });

  it('retires a bundle off sale; its subscribers keep renewing, and it can be offered again', async () => {
    const bundle = dataOf(await create(bundleBody({ name: 'Short-lived bundle', products: ['SORTER', 'SEND_TO_AMAZON'] })));
    const seller = await server.newSeller();
    await addCard(server, seller);
    const { subscription } = await subscribeTo(server, seller, 'Short-lived bundle');

    expect(dataOf(await server.call<CatalogPlan>(api.retire, { params: { id: bundle.id } }, { auth: admin }))).toMatchObject({ onSale: false, subscribers: 1 });
    expect((await staffActionsOf(server, 'BUNDLE_RETIRE'))[0]).toMatchObject({ detail: { planId: bundle.id } });
    expect((await listBundles()).find((each) => each.id === bundle.id)!.onSale).toBe(false);
    const newcomer = await server.newSeller();
    await addCard(server, newcomer);
    await expect(planNamed(server, newcomer, 'Short-lived bundle')).rejects.toThrow('no plan named');

    passMonthEnd(server, subscription);
    await sweep(server);
    expect((await invoicesOfSubscription(server, seller, subscription.id)).map((invoice) => invoice.status)).toEqual(['PAID', 'PAID']);

    dataOf(await server.call(adminApi.products.setOnSale, { params: { id: bundle.id }, body: { onSale: true } }, { auth: admin }));
    expect((await subscribeCall(server, newcomer, 'Short-lived bundle')).body.success).toBe(true);
  });

  it('refuses a bundle of fewer than two products, a product twice, a taken name, bad prices, and a product plan', async () => {
    fieldError(await create(bundleBody({ products: ['LISTER'] })), 'products');
    fieldError(await create(bundleBody({ products: ['LISTER', 'LISTER'] })), 'products');
    fieldError(await create(bundleBody({ products: ['LISTER', 'KITE'] })), 'products.1');
    fieldError(await create(bundleBody({ name: '  ' })), 'name');
    fieldError(await create(bundleBody({ description: '' })), 'description');
    fieldError(await create(bundleBody({ prices: [] })), 'prices');
    expect(fieldError(await create(bundleBody({ name: 'warehouse BUNDLE' })), 'name')).toContain('already');
    const lister = (await planNamed(server, await server.newSeller(), 'Lister')).id;
    expect(apiError(await update(lister, bundleBody({ name: 'Lister two' })))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await server.call(api.retire, { params: { id: lister } }, { auth: admin })).status).toBe(404);
    expect(apiError(await update(999_999, bundleBody({ name: 'Nobody' }))).status).toBe(404);
    const [warehouse] = await listBundles();
    expect(dataOf(await update(warehouse!.id, bundleBody({ name: 'Warehouse Bundle', products: warehouse!.products, prices: warehouse!.prices }))).name).toBe('Warehouse Bundle');
  });
});
