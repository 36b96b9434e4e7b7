import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, adminApi, type Invoice } from '../../../src/contract';
import { staffActions, users } from '../../db/schema';
import { invoicesOf, refundCall } from '../../testing/adminInvoices';
import { apiError, dataOf, fieldError, startTestServer, type AdminAuth, type TestServer } from '../../testing/testServer';

let server: TestServer;
let admin: AdminAuth;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const generate = (body: unknown, key = randomUUID()) => server.call<Invoice>(adminApi.invoices.generate, { body }, { auth: admin, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const lines = [
  { description: 'Warehouse onboarding, two hours', quantity: 2, unitAmountCents: 7500 },
  { description: 'Label printer setup', quantity: 1, unitAmountCents: 2500 },
];

describe('POST invoice/generate', () => {
  it('issues a numbered invoice with the lines and tax staff wrote, on the seller’s billing history, the staff action recorded', async () => {
    const seller = await server.newSeller();
    const invoice = dataOf(await generate({ userId: seller.userId, currency: 'EUR', taxRateBasisPoints: 2000, lines, status: 'PENDING' }));
    expect(invoice).toMatchObject({
      subscriptionId: null,
      status: 'PENDING',
      currency: 'EUR',
      paidAt: null,
      subtotalCents: 17500,
      taxRateBasisPoints: 2000,
      taxCents: 3500,
      totalCents: 21000,
      paidWith: null,
      billedTo: { name: 'Test Seller', email: seller.email },
      lines: [
        { description: 'Warehouse onboarding, two hours', quantity: 2, unitAmountCents: 7500, amountCents: 15000, product: null, periodStart: null, periodEnd: null },
        { description: 'Label printer setup', quantity: 1, unitAmountCents: 2500, amountCents: 2500 },
      ],
    });
    expect(invoice.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(await invoicesOf(server, seller)).toEqual([invoice]);
    const [action] = await server.db.select().from(staffActions).where(and(eq(staffActions.userId, seller.userId), eq(staffActions.action, 'INVOICE_GENERATE')));
    expect(action!.detail).toEqual({ invoiceNumber: invoice.number, status: 'PENDING', currency: 'EUR', totalCents: 21000, lines: 2 });
  });

  it('marks one paid outside Folio, which has no card to refund to, and issues once under a repeated key', async () => {
    const seller = await server.newSeller();
    const key = randomUUID();
    const body = { userId: seller.userId, currency: 'USD', taxRateBasisPoints: null, lines: lines.slice(1), status: 'PAID' };
    const paid = dataOf(await generate(body, key));
    expect(paid).toMatchObject({ status: 'PAID', taxRateBasisPoints: null, taxCents: 0, totalCents: 2500, paidWith: null });
    expect(paid.paidAt).not.toBeNull();
    expect(dataOf(await generate(body, key))).toEqual(paid);
    expect(await invoicesOf(server, seller)).toHaveLength(1);
    expect(apiError(await refundCall(server, admin, { invoiceId: paid.id, amountCents: 100 })).errorMessage).toContain('not paid by card through Folio');
  });

  it('refuses an unknown or deleted seller and names a wrong field', async () => {
    expect(apiError(await generate({ userId: 999_999, currency: 'USD', taxRateBasisPoints: null, lines, status: 'PAID' }))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    const seller = await server.newSeller();
    const ok = { userId: seller.userId, currency: 'USD', taxRateBasisPoints: null, lines, status: 'PAID' };
    fieldError(await generate({ ...ok, lines: [] }), 'lines');
    fieldError(await generate({ ...ok, lines: [{ ...lines[0], description: ' ' }] }), 'lines.0.description');
    fieldError(await generate({ ...ok, lines: [{ ...lines[0], quantity: 0 }] }), 'lines.0.quantity');
    fieldError(await generate({ ...ok, lines: [{ ...lines[0], unitAmountCents: -1 }] }), 'lines.0.unitAmountCents');
    fieldError(await generate({ ...ok, currency: 'XYZ' }), 'currency');
    fieldError(await generate({ ...ok, taxRateBasisPoints: 100_001 }), 'taxRateBasisPoints');
    fieldError(await generate({ ...ok, status: 'REFUNDED' }), 'status');
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, seller.userId));
    expect(apiError(await generate(ok)).status).toBe(404);
    expect(await server.db.$count(staffActions, and(eq(staffActions.userId, seller.userId), eq(staffActions.action, 'INVOICE_GENERATE')))).toBe(0);
  });
});
