import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sellerApi, type Invoice } from '../../../src/contract';
import { charges, sellerTaxRates, users } from '../../db/schema';
import { DAY_MS, LONG_SESSIONS, addCard, subscribeTo, subscribedSeller, sweep } from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
/** Each test moves the clock and sweeps a database every earlier test added to: more time than the default. */
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

const list = (seller: SellerAuth, query: Record<string, string> = {}) => server.call<Invoice[]>(sellerApi.invoices.list, { query }, { auth: seller });
const invoicesOf = async (seller: SellerAuth, query: Record<string, string> = {}) => dataOf(await list(seller, query));
const NUMBER = /^F-(\d{4})-(\d{6})$/;

describe('GET payment/invoice/list', () => {
  it('bills the seller’s tax rate on top of the price, charges the total, and says who was billed and which card paid', async () => {
    const seller = await server.newSeller();
    await server.db
      .update(users)
      .set({ companyName: 'Taxed Books', addressLine1: '1 Main Street', addressLine2: 'Suite 4', city: 'Austin', state: 'TX', zip: '78701' })
      .where(eq(users.id, seller.userId));
    await server.db.insert(sellerTaxRates).values({ userId: seller.userId, basisPoints: 825 });
    await addCard(server, seller);
    const { subscription } = await subscribeTo(server, seller, 'Warehouse bundle');

    const [invoice] = await invoicesOf(seller);
    expect(invoice).toMatchObject({
      subscriptionId: subscription.id,
      status: 'PAID',
      currency: 'USD',
      subtotalCents: 8900,
      taxRateBasisPoints: 825,
      taxCents: 734, // 8.25 % of $89.00 is $7.3425
      totalCents: 9634,
      refundedCents: 0,
      paidWith: { brand: 'VISA', last4: '4242' },
      billedTo: { name: 'Test Seller', company: 'Taxed Books', email: seller.email, address: ['1 Main Street', 'Suite 4', 'Austin, TX 78701'] },
      lines: [
        {
          description: 'Warehouse bundle (Lister, Bookzy, Sorter), one month',
          product: null,
          quantity: 1,
          unitAmountCents: 8900,
          amountCents: 8900,
          periodStart: subscription.startedAt,
          periodEnd: subscription.paidThrough,
        },
      ],
    });
    expect(invoice!.number).toMatch(NUMBER);
    expect(invoice!.paidAt).not.toBeNull();
    const [charged] = await server.db.select().from(charges).where(eq(charges.invoiceId, invoice!.id));
    expect(charged).toMatchObject({ amountCents: 9634, currency: 'USD', state: 'SUCCEEDED', attempt: 1 });
  });

  it('bills no tax where the seller has no rate, names the product of a single plan, and numbers invoices in order', async () => {
    const { seller } = await subscribedSeller(server, 'Lister');
    await subscribeTo(server, seller, 'Bookzy', 'GBP');
    const [bookzy, lister] = await invoicesOf(seller);
    expect(lister).toMatchObject({ taxRateBasisPoints: null, taxCents: 0, subtotalCents: 3900, totalCents: 3900, lines: [{ product: 'LISTER', description: 'Lister, one month' }] });
    expect(bookzy).toMatchObject({ currency: 'GBP', totalCents: 2300, lines: [{ product: 'BOOKZY' }] });
    const [, year, first] = NUMBER.exec(lister!.number)!;
    expect(bookzy!.number).toBe(`F-${year}-${String(Number(first) + 1).padStart(6, '0')}`);
    expect(Number(year)).toBe(new Date(lister!.issuedAt).getUTCFullYear());
  });

  it('lists newest first and, with afterDate, only those issued on or after that day', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    server.advanceClock(new Date(subscription.paidThrough!).getTime() - server.clock().getTime() + 60_000);
    await sweep(server);
    const all = await invoicesOf(seller);
    expect(all.map(({ issuedAt }) => issuedAt)).toEqual([...all.map(({ issuedAt }) => issuedAt)].sort().reverse());
    expect(all).toHaveLength(2);
    const renewalDay = all[0]!.issuedAt.slice(0, 10);
    expect((await invoicesOf(seller, { afterDate: renewalDay })).map(({ id }) => id)).toEqual([all[0]!.id]);
    expect(await invoicesOf(seller, { afterDate: new Date(server.clock().getTime() + DAY_MS).toISOString().slice(0, 10) })).toEqual([]);
    expect(fieldError(await list(seller, { afterDate: '2026-13-40' }), 'afterDate')).toBeTruthy();
    expect(fieldError(await list(seller, { afterDate: 'yesterday' }), 'afterDate')).toBeTruthy();
  });

  it('starts the numbers again with the new year', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const year = server.clock().getUTCFullYear();
    // Into next year and past the paid month, then the renewals due by then.
    const target = Math.max(Date.UTC(year + 1, 0, 2), new Date(subscription.paidThrough!).getTime() + 60_000);
    server.advanceClock(target - server.clock().getTime());
    await sweep(server);
    const renewals = (await invoicesOf(seller)).filter(({ subscriptionId, issuedAt }) => subscriptionId === subscription.id && issuedAt.startsWith(String(year + 1)));
    expect(renewals.length).toBeGreaterThan(0);
    const numbers = renewals.map(({ number }) => number);
    expect(numbers.every((number) => number.startsWith(`F-${year + 1}-`))).toBe(true);
  });

  it("shows a seller none of another seller's invoices", async () => {
    await subscribedSeller(server, 'Lister');
    const stranger = await server.newSeller();
    expect(await invoicesOf(stranger)).toEqual([]);
    expect(apiError(await server.call(sellerApi.invoices.list, {}, {})).status).toBe(401);
  });
});
