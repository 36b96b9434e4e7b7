import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, type Subscription } from '../../../src/contract';
import { runJobNow } from '../../../tests/e2e/serverClock';
import { charges, invoices, paymentMethods, paymentSimCharges } from '../../db/schema';
import type { PaymentProcessor } from '../../payments/processor';
import { createSimulatedProcessor } from '../../payments/simulator';
import { LONG_SESSIONS, gate, prompts, retryCall, subscribedSeller, subscriptionOf, sweep } from '../../testing/billing';
import { apiError, startTestServer, type TestServer } from '../../testing/testServer';
import { billingRenewalsJob, sweepBilling } from './renewals';

/** The renewal sweep: as a job on the queue, twice at once, after a crash, and when it fell behind. */

let server: TestServer;
/** Each test moves the clock and sweeps a database every earlier test added to: more time than the default. */
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS, { jobs: 'work' });
});
afterAll(() => server.close());

const simulator = () => createSimulatedProcessor({ db: server.db, clock: server.clock });

/** Past the end of the month paid for (and `extraMs` more). */
function passMonthEnd(subscription: Subscription, extraMs = 60_000) {
  server.advanceClock(new Date(subscription.paidThrough!).getTime() - server.clock().getTime() + extraMs);
}

const invoicesOfSubscription = (id: number) => server.db.select().from(invoices).where(eq(invoices.subscriptionId, id));

/** How often the processor charged for one invoice: its rows in the simulator's own records. */
async function processorCharges(invoiceId: number) {
  return server.db.select().from(paymentSimCharges).where(like(paymentSimCharges.idempotencyKey, `folio-invoice-${invoiceId}-attempt-%`));
}

describe('the billing-renewals job', () => {
  it('is scheduled every five minutes, and renews what is due when sent', async () => {
    const schedules = await server.app.jobs.boss.getSchedules();
    expect(schedules.find(({ name }) => name === billingRenewalsJob.name)).toMatchObject({ cron: '*/5 * * * *', timezone: 'UTC' });
    // From here on the sweeps of these tests run when the tests say, not on the wall clock's five minutes.
    await server.app.jobs.boss.unschedule(billingRenewalsJob.name);

    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    passMonthEnd(subscription);
    await runJobNow(server.app.jobs, 'billing-renewals');
    const renewed = await subscriptionOf(server, seller, subscription.id);
    expect(new Date(renewed.paidThrough!).getTime()).toBeGreaterThan(new Date(subscription.paidThrough!).getTime() + 27 * 86_400_000);
    expect((await invoicesOfSubscription(subscription.id)).map(({ purpose, status }) => [purpose, status]).sort()).toEqual([
      ['RENEWAL', 'PAID'],
      ['SUBSCRIBE', 'PAID'],
    ]);
    expect(await gate(server, seller, 'LISTER')).toBe('open');
  });
});

describe('the sweep', () => {
  it('run three times at once renews each subscription once and charges each invoice once', async () => {
    const { subscription } = await subscribedSeller(server, 'Lister');
    const asked = new Map<string, number>();
    const inner = simulator();
    const counting: PaymentProcessor = {
      ...inner,
      charge: (request) => {
        asked.set(request.idempotencyKey, (asked.get(request.idempotencyKey) ?? 0) + 1);
        return inner.charge(request);
      },
    };
    passMonthEnd(subscription);
    await Promise.all([1, 2, 3].map(() => sweepBilling({ db: server.db, clock: server.clock, payments: counting })));

    const renewals = (await invoicesOfSubscription(subscription.id)).filter(({ purpose }) => purpose === 'RENEWAL');
    expect(renewals).toHaveLength(1);
    expect(await processorCharges(renewals[0]!.id)).toHaveLength(1);
    expect([...asked.entries()].filter(([key]) => key.startsWith(`folio-invoice-${renewals[0]!.id}-`))).toEqual([[`folio-invoice-${renewals[0]!.id}-attempt-1`, 1]]);
  });

  it('after a crash between the charge and its record, asks again with the same key and records the one charge', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    const inner = simulator();
    const crashing: PaymentProcessor = {
      ...inner,
      charge: async (request) => {
        await inner.charge(request);
        throw new Error('the connection to the processor dropped');
      },
    };
    passMonthEnd(subscription);
    const errors: unknown[] = [];
    await sweepBilling({ db: server.db, clock: server.clock, payments: crashing }, (error) => errors.push(error));
    // (Every subscription due by now went through the dropping connection, this one among them.)
    expect(errors.length).toBeGreaterThan(0);
    const [renewal] = (await invoicesOfSubscription(subscription.id)).filter(({ purpose }) => purpose === 'RENEWAL');
    expect(await server.db.select({ state: charges.state }).from(charges).where(eq(charges.invoiceId, renewal!.id))).toEqual([{ state: 'IN_FLIGHT' }]);
    // Meanwhile the seller cannot start a second payment of it.
    expect(apiError(await retryCall(server, seller, subscription.id))).toMatchObject({ status: 409, errorCode: ErrorCode.SUBSCRIPTION_STATE });

    server.advanceClock(6 * 60_000);
    const summary = await sweep(server);
    expect(summary.recovered).toBeGreaterThanOrEqual(1);
    expect(await server.db.select({ state: charges.state }).from(charges).where(eq(charges.invoiceId, renewal!.id))).toEqual([{ state: 'SUCCEEDED' }]);
    expect(await processorCharges(renewal!.id)).toHaveLength(1);
    expect((await subscriptionOf(server, seller, subscription.id)).paidThrough).toBe(renewal!.periodEnd.toISOString());
  });

  it('catches up a subscription that fell two months behind, one paid month at a time', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    passMonthEnd(subscription, 35 * 86_400_000);
    await sweep(server);
    const renewals = (await invoicesOfSubscription(subscription.id)).filter(({ purpose }) => purpose === 'RENEWAL');
    expect(renewals.map(({ status }) => status)).toEqual(['PAID', 'PAID']);
    expect(renewals[0]!.periodEnd.getTime()).toBe(renewals[1]!.periodStart.getTime());
    expect(new Date((await subscriptionOf(server, seller, subscription.id)).paidThrough!).getTime()).toBeGreaterThan(server.clock().getTime());
  });

  it('fails a renewal with no card on file into its grace period, with the prompt', async () => {
    const { seller, subscription } = await subscribedSeller(server, 'Lister');
    await server.db.update(paymentMethods).set({ removedAt: server.clock(), main: false }).where(and(eq(paymentMethods.userId, seller.userId)));
    passMonthEnd(subscription);
    await sweep(server);
    const failed = await subscriptionOf(server, seller, subscription.id);
    expect(failed).toMatchObject({ status: 'ACTIVE', usable: true, payment: { state: 'FAILED', failureMessage: expect.stringContaining('no card on file') } });
    expect((await prompts(server, seller)).map(({ product }) => product)).toEqual(['LISTER']);
    expect(apiError(await retryCall(server, seller, subscription.id))).toMatchObject({ status: 409, errorCode: ErrorCode.PAYMENT_METHOD_REQUIRED });
  });
});
