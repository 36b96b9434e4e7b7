import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../src/contract';
import { paymentSimCharges, sellerTaxRates } from '../../db/schema';
import { addCard, retryCall, subscribeTo, subscribedSeller, subscriptionOf, sweep } from '../../testing/billing';
import { CATALOG_SESSIONS, assign, assignmentsOf, createDiscount, invoicesOfSubscription, passMonthEnd, productPlan, setPrices } from '../../testing/catalog';
import { dataOf, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';
import { amountOff } from './discounts';

/** Discounts at the seller's charges: the invoice's own line, tax after it, periods used once per paid invoice. */

let server: TestServer;
let admin: AdminAuth;
/** Tests move the clock past month ends and sweep renewals: more time than the default. */
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  server = await startTestServer(CATALOG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

/** The month ends and the renewal sweep runs: the subscription's next invoice. */
async function renew(subscription: { id: number; paidThrough: string | null }, seller: Parameters<typeof subscriptionOf>[1]) {
  passMonthEnd(server, await subscriptionOf(server, seller, subscription.id));
  await sweep(server);
  return (await invoicesOfSubscription(server, seller, subscription.id)).at(-1)!;
}

const processorChargesOf = (invoiceId: number) => server.db.select().from(paymentSimCharges).where(like(paymentSimCharges.idempotencyKey, `folio-invoice-${invoiceId}-attempt-%`));

describe('a discount at the next renewal', () => {
  it('is a line of its own, with tax on the discounted subtotal and the total charged', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    await server.db.insert(sellerTaxRates).values({ userId: seller.userId, basisPoints: 825 });
    const discount = await createDiscount(server, admin, { name: 'Loyalty', off: { kind: 'PERCENT', percent: 20 }, periods: 2 });
    await assign(server, admin, discount.id, seller.userId);

    const renewal = await renew(subscription, seller);
    expect(renewal).toMatchObject({
      status: 'PAID',
      subtotalCents: 3120,
      taxRateBasisPoints: 825,
      taxCents: 257, // 8.25 % of $31.20 is $2.574
      totalCents: 3377,
      lines: [
        { description: 'Lister, one month', unitAmountCents: 3900, amountCents: 3900 },
        { description: 'Discount: Loyalty (20 % off)', product: null, quantity: 1, unitAmountCents: -780, amountCents: -780, periodStart: renewal.lines[0]!.periodStart, periodEnd: renewal.lines[0]!.periodEnd },
      ],
    });
    expect(await processorChargesOf(renewal.id)).toMatchObject([{ amountCents: 3377 }]);
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 1, invoicesDiscounted: 1, endedAt: null }]);
  });

  it('applies to a new subscription’s first invoice too', async () => {
    const seller = await server.newSeller();
    await addCard(server, seller);
    const discount = await createDiscount(server, admin, { name: 'Welcome', off: { kind: 'AMOUNT', amountCents: 1000, currency: 'USD' }, periods: 1 });
    await assign(server, admin, discount.id, seller.userId);
    const { subscription } = await subscribeTo(server, seller, 'Bookzy');
    const [first] = await invoicesOfSubscription(server, seller, subscription.id);
    expect(first).toMatchObject({ status: 'PAID', subtotalCents: 1900, totalCents: 1900, lines: [{ amountCents: 2900 }, { description: 'Discount: Welcome ($10.00 off)', amountCents: -1000 }] });
    // Its one period is used: the assignment ended, and the renewal is at the full price.
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 0, endReason: 'USED_UP', invoicesDiscounted: 1 }]);
    expect(await renew(subscription, seller)).toMatchObject({ totalCents: 2900, lines: [{ amountCents: 2900 }] });
  });

  it('counts a period down once per paid invoice: a declined renewal keeps it, the paid retry uses it, and it ends when none is left', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Sorter', 'FAILS_AT_RENEWAL');
    const discount = await createDiscount(server, admin, { name: 'Two months', off: { kind: 'PERCENT', percent: 50 }, periods: 2 });
    await assign(server, admin, discount.id, seller.userId);

    const declined = await renew(subscription, seller);
    expect(declined).toMatchObject({ status: 'FAILED', totalCents: 1950, lines: [{ amountCents: 3900 }, { amountCents: -1950 }] });
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 2, invoicesDiscounted: 0 }]);
    dataOf(await retryCall(server, seller, subscription.id)); // declined again on the same card
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 2 }]);

    await addCard(server, seller, 'SUCCEEDS', true);
    expect(dataOf(await retryCall(server, seller, subscription.id)).reason).toBeNull();
    const [, paid] = await invoicesOfSubscription(server, seller, subscription.id);
    expect(paid).toMatchObject({ id: declined.id, status: 'PAID', totalCents: 1950 });
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 1, invoicesDiscounted: 1 }]);

    expect(await renew(subscription, seller)).toMatchObject({ status: 'PAID', totalCents: 1950 });
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 0, invoicesDiscounted: 2, endReason: 'USED_UP' }]);
    expect(await renew(subscription, seller)).toMatchObject({ status: 'PAID', totalCents: 3900, lines: [{ amountCents: 3900 }] });
  });

  it('holds its last period for an invoice still owed, so a second subscription renewing meanwhile pays the full price', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister', 'FAILS_AT_RENEWAL');
    const discount = await createDiscount(server, admin, { name: 'Last one', off: { kind: 'PERCENT', percent: 10 }, periods: 1 });
    await assign(server, admin, discount.id, seller.userId);
    expect(await renew(subscription, seller)).toMatchObject({ status: 'FAILED', lines: [{}, { amountCents: -390 }] });

    await addCard(server, seller, 'SUCCEEDS', true);
    const bookzy = (await subscribeTo(server, seller, 'Bookzy')).subscription;
    const [bookzyFirst] = await invoicesOfSubscription(server, seller, bookzy.id);
    expect(bookzyFirst!.lines).toHaveLength(1);
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 1 }]);
  });

  it('never takes more than the price: a larger amount makes a zero invoice, paid without a charge at the processor', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Feed Tool');
    const discount = await createDiscount(server, admin, { name: 'On the house', off: { kind: 'AMOUNT', amountCents: 5000, currency: 'USD' }, periods: 1 });
    await assign(server, admin, discount.id, seller.userId);
    const renewal = await renew(subscription, seller);
    expect(renewal).toMatchObject({ status: 'PAID', subtotalCents: 0, taxCents: 0, totalCents: 0, paidWith: null, lines: [{ amountCents: 1500 }, { amountCents: -1500 }] });
    expect(await processorChargesOf(renewal.id)).toEqual([]);
    expect(await subscriptionOf(server, seller, subscription.id)).toMatchObject({ status: 'ACTIVE', usable: true, payment: { state: 'OK' } });
    expect(await assignmentsOf(server, admin, seller.userId)).toMatchObject([{ periodsLeft: 0, endReason: 'USED_UP' }]);
  });

  it('applies only where it fits: its products, its currency; the one taking most off wins; for ever keeps applying', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Warehouse bundle');
    const lister = await createDiscount(server, admin, { name: 'Lister only', products: ['LISTER'], off: { kind: 'PERCENT', percent: 90 } });
    const euros = await createDiscount(server, admin, { name: 'Euros', off: { kind: 'AMOUNT', amountCents: 8000, currency: 'EUR' } });
    const warehouse = await createDiscount(server, admin, { name: 'Warehouse', products: ['LISTER', 'BOOKZY', 'SORTER', 'MY_PRICER'], off: { kind: 'PERCENT', percent: 5 } });
    const everything = await createDiscount(server, admin, { name: 'Everything', off: { kind: 'AMOUNT', amountCents: 1000, currency: 'USD' } });
    for (const discount of [lister, euros, warehouse, everything]) await assign(server, admin, discount.id, seller.userId);

    // $89.00: 5 % is $4.45, the $10.00 off everything takes more; the Lister-only and euro ones do not fit.
    expect(await renew(subscription, seller)).toMatchObject({ totalCents: 7900, lines: [{}, { description: 'Discount: Everything ($10.00 off)' }] });
    expect(await renew(subscription, seller)).toMatchObject({ totalCents: 7900 });
    const held = await assignmentsOf(server, admin, seller.userId);
    expect(held.find((each) => each.discount.id === everything.id)).toMatchObject({ periodsLeft: null, invoicesDiscounted: 2, endedAt: null });

    // Unassigned, the next charge is at the full price of the next best fit.
    await server.call(adminApi.assignedDiscounts.unassign, { params: { id: held.find((each) => each.discount.id === everything.id)!.id } }, { auth: admin });
    expect(await renew(subscription, seller)).toMatchObject({ totalCents: 8455, lines: [{}, { description: 'Discount: Warehouse (5 % off)', amountCents: -445 }] });
  });

  it('rounds a percent to the nearest cent, and a price changed since applies before the discount', async () => {
    const reimbursement = await productPlan(server, admin, 'REIMBURSEMENT');
    const { seller, subscription } = await subscribedSeller(server, 'Reimbursement');
    dataOf(await setPrices(server, admin, reimbursement.id, [{ currency: 'USD', amountCents: 1999 }]));
    const discount = await createDiscount(server, admin, { name: 'Fifteen', off: { kind: 'PERCENT', percent: 15 } });
    await assign(server, admin, discount.id, seller.userId);
    // 15 % of $19.99 is $2.9985: $3.00 off.
    expect(await renew(subscription, seller)).toMatchObject({ subtotalCents: 1699, lines: [{ amountCents: 1999 }, { amountCents: -300 }] });
  });
});

describe('amountOff', () => {
  it('rounds half a cent up, and never takes more than the price', () => {
    expect(amountOff({ kind: 'PERCENT', percent: 15, amountCents: null }, 1999)).toBe(300);
    expect(amountOff({ kind: 'PERCENT', percent: 10, amountCents: null }, 1995)).toBe(200); // 199.5
    expect(amountOff({ kind: 'PERCENT', percent: 33, amountCents: null }, 1900)).toBe(627);
    expect(amountOff({ kind: 'PERCENT', percent: 100, amountCents: null }, 1900)).toBe(1900);
    expect(amountOff({ kind: 'AMOUNT', percent: null, amountCents: 5000 }, 1900)).toBe(1900);
  });
});

