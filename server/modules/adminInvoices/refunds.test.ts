import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, adminApi } from '../../../src/contract';
import { admins, invoiceRefunds, invoices, paymentSimRefunds, staffActions } from '../../db/schema';
import type { PaymentProcessor } from '../../payments/processor';
import { createSimulatedProcessor } from '../../payments/simulator';
import { REFUND_MESSAGES } from '../../payments/simulatorRefunds';
import { invoicesOf, paidInvoice, refundCall } from '../../testing/adminInvoices';
import { LONG_SESSIONS } from '../../testing/billing';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';
import { refundInvoice } from './refunds';

let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const CREDIT_NOTE = /^CN-(\d{4})-(\d{6})$/;
const sequenceOf = (number: string | null) => Number(CREDIT_NOTE.exec(number ?? '')![2]);
const staffMember = async () => {
  const [staff] = await server.db.select().from(admins).where(eq(admins.email, 'admin@folio.test'));
  return { adminId: staff!.id, email: staff!.email };
};
const simulatorRefundsOf = async (key: string) => server.db.select().from(paymentSimRefunds).where(like(paymentSimRefunds.idempotencyKey, `%${key}`));

describe('POST invoice/refund', () => {
  it('refunds the whole invoice: a credit note, the invoice REFUNDED, the seller’s list says so, the staff action recorded', async () => {
    const { seller, invoice } = await paidInvoice(server);
    const reply = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: invoice.totalCents }));
    expect(reply.refund).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      userId: seller.userId,
      amountCents: invoice.totalCents,
      currency: 'USD',
      reason: 'Charged twice by mistake',
      state: 'SUCCEEDED',
      failureMessage: null,
      staffEmail: 'admin@folio.test',
    });
    expect(reply.refund.creditNoteNumber).toMatch(CREDIT_NOTE);
    expect(reply.invoice).toEqual({ id: invoice.id, status: 'REFUNDED', totalCents: invoice.totalCents, refundedCents: invoice.totalCents, refundableCents: 0 });
    expect((await invoicesOf(server, seller))[0]).toMatchObject({ status: 'REFUNDED', refundedCents: invoice.totalCents });

    const [action] = await server.db.select().from(staffActions).where(and(eq(staffActions.userId, seller.userId), eq(staffActions.action, 'REFUND')));
    expect(action).toMatchObject({
      adminEmail: 'admin@folio.test',
      detail: { refundId: reply.refund.id, invoiceNumber: invoice.number, amountCents: invoice.totalCents, currency: 'USD', reason: 'Charged twice by mistake' },
    });
  });

  it('refunds part of an invoice, then the rest; credit notes numbered one after the other; nothing past the total', async () => {
    const { invoice } = await paidInvoice(server);
    const first = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 1000 }));
    expect(first.invoice).toMatchObject({ status: 'PAID', refundedCents: 1000, refundableCents: invoice.totalCents - 1000 });

    const over = fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: invoice.totalCents - 999 }), 'amountCents');
    expect(over).toBe(`amountCents is more than the $${((invoice.totalCents - 1000) / 100).toFixed(2)} left to refund on invoice ${invoice.number}.`);

    const rest = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: invoice.totalCents - 1000 }));
    expect(rest.invoice).toMatchObject({ status: 'REFUNDED', refundedCents: invoice.totalCents, refundableCents: 0 });
    expect(sequenceOf(rest.refund.creditNoteNumber)).toBe(sequenceOf(first.refund.creditNoteNumber) + 1);
    fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 1 }), 'amountCents');
    expect(await server.db.$count(invoiceRefunds, eq(invoiceRefunds.invoiceId, invoice.id))).toBe(2);
  });

  it('applies once when the same request comes again with its key, and refuses the key for another refund', async () => {
    const { seller, invoice } = await paidInvoice(server);
    const key = randomUUID();
    const first = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 500 }, key));
    const again = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 500 }, key));
    expect(again).toEqual(first);
    expect(await simulatorRefundsOf(key)).toHaveLength(1);
    expect((await invoicesOf(server, seller))[0]!.refundedCents).toBe(500);
    expect(await server.db.$count(staffActions, and(eq(staffActions.userId, seller.userId), eq(staffActions.action, 'REFUND')))).toBe(1);

    const other = apiError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 600 }, key));
    expect(other).toMatchObject({ status: 422, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(other.errorMessage).toContain('already used for a different refund');
  });

  it('finishes a refund whose processor answer was lost when it is asked again with the same key, refunding once', async () => {
    const { seller, invoice } = await paidInvoice(server);
    const simulator = createSimulatedProcessor({ db: server.db, clock: server.clock });
    // The processor refunds, then the connection drops before Folio hears the answer.
    const lostAnswer: PaymentProcessor = {
      ...simulator,
      refund: async (request) => {
        await simulator.refund(request);
        throw new Error('connection reset');
      },
    };
    const key = randomUUID();
    const ask = { invoiceId: invoice.id, amountCents: 700, reason: 'Charged twice by mistake' };
    await expect(refundInvoice({ db: server.db, clock: server.clock, payments: lostAnswer }, await staffMember(), ask, key)).rejects.toThrow('connection reset');
    const [inFlight] = await server.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoice.id));
    expect(inFlight).toMatchObject({ state: 'IN_FLIGHT', creditNoteNumber: null });
    // Still held: another refund cannot take the amount in flight.
    fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: invoice.totalCents - 699 }), 'amountCents');

    const repeated = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 700 }, key));
    expect(repeated.refund).toMatchObject({ id: inFlight!.id, state: 'SUCCEEDED' });
    expect(repeated.refund.creditNoteNumber).toMatch(CREDIT_NOTE);
    expect(await simulatorRefundsOf(key)).toHaveLength(1);
    expect((await invoicesOf(server, seller))[0]!.refundedCents).toBe(700);
  });

  it('lets refunds asked at once give back no more than was paid', async () => {
    const { invoice } = await paidInvoice(server);
    const most = Math.ceil(invoice.totalCents * 0.6);
    const staff = await staffMember();
    const deps = { db: server.db, clock: server.clock, payments: createSimulatedProcessor({ db: server.db, clock: server.clock }) };
    const ask = { invoiceId: invoice.id, amountCents: most, reason: 'Charged twice by mistake' };
    // Straight to the service, so that the three transactions overlap (on PostgreSQL) rather than queue behind HTTP.
    const outcomes = await Promise.allSettled([0, 1, 2].map(() => refundInvoice(deps, staff, ask, randomUUID())));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) expect(String(outcome.reason)).toContain('left to refund');
    const [stored] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ refundedCents: most, status: 'PAID' });
    expect(await server.db.$count(invoiceRefunds, eq(invoiceRefunds.invoiceId, invoice.id))).toBe(1);
  });

  it('records a refund the bank refuses as FAILED, with no credit note number and nothing refunded', async () => {
    const before = dataOf(await refundCall(server, admin, { invoiceId: (await paidInvoice(server)).invoice.id, amountCents: 100 }));
    const { seller, invoice } = await paidInvoice(server, 'REFUND_REFUSED');
    const refused = dataOf(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: invoice.totalCents }));
    expect(refused.refund).toMatchObject({ state: 'FAILED', creditNoteNumber: null, failureMessage: REFUND_MESSAGES.bankRefused });
    expect(refused.invoice).toMatchObject({ status: 'PAID', refundedCents: 0, refundableCents: invoice.totalCents });
    expect((await invoicesOf(server, seller))[0]).toMatchObject({ status: 'PAID', refundedCents: 0 });
    // No number was spent on it: the next credit note follows the last one given.
    const after = dataOf(await refundCall(server, admin, { invoiceId: (await paidInvoice(server)).invoice.id, amountCents: 100 }));
    expect(sequenceOf(after.refund.creditNoteNumber)).toBe(sequenceOf(before.refund.creditNoteNumber) + 1);
  });

  it('refuses an unknown invoice, an unpaid one, a request without a key, bad amounts and a missing reason', async () => {
    expect(apiError(await refundCall(server, admin, { invoiceId: 999_999, amountCents: 100 }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    const { invoice } = await paidInvoice(server);
    await server.db.update(invoices).set({ status: 'FAILED' }).where(eq(invoices.id, invoice.id));
    expect(apiError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 100 }))).toMatchObject({ status: 409 });
    await server.db.update(invoices).set({ status: 'PAID' }).where(eq(invoices.id, invoice.id));
    expect(apiError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 100 }, null)).errorMessage).toContain('Idempotency-Key');
    fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 0 }), 'amountCents');
    fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 1.5 }), 'amountCents');
    fieldError(await refundCall(server, admin, { invoiceId: invoice.id, amountCents: 100, reason: '  ' }), 'reason');
    expect(await server.db.$count(invoiceRefunds, eq(invoiceRefunds.invoiceId, invoice.id))).toBe(0);
  });

  it('is the admin realm’s: a seller token opens nothing', async () => {
    const { seller, invoice } = await paidInvoice(server);
    const asSeller = await server.call(adminApi.invoices.refund, { body: { invoiceId: invoice.id, amountCents: 100, reason: 'x' } }, { auth: seller, headers: { 'Idempotency-Key': randomUUID() } });
    expect(asSeller.status).toBe(401);
    expect(await server.db.$count(invoiceRefunds, eq(invoiceRefunds.invoiceId, invoice.id))).toBe(0);
  });
});
