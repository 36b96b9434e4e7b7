import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paidInvoice } from '../testing/adminInvoices';
import { LONG_SESSIONS } from '../testing/billing';
import { startTestServer, type TestServer } from '../testing/testServer';
import { invoiceRefunds, users } from './schema';
import { seedRefunds } from './seedRefunds';

let server: TestServer;
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

describe('the seeded refunds', () => {
  it('do nothing without seeded customers, then refund every twelfth customer’s first card-paid invoice, half or all of it', async () => {
    await paidInvoice(server);
    expect(await seedRefunds(server.db)).toBe(0);
    const made = [];
    for (let number = 1; number <= 13; number++) {
      const { seller, invoice } = await paidInvoice(server);
      await server.db.update(users).set({ email: `customer-${String(number).padStart(4, '0')}@folio.test` }).where(eq(users.id, seller.userId));
      made.push(invoice);
    }
    expect(await seedRefunds(server.db)).toBe(2);
    const refunds = await server.db.select().from(invoiceRefunds).where(like(invoiceRefunds.idempotencyKey, '%seed-refund-%')).orderBy(invoiceRefunds.id);
    expect(refunds.map(({ invoiceId, amountCents, state }) => ({ invoiceId, amountCents, state }))).toEqual([
      { invoiceId: made[0]!.id, amountCents: Math.floor(made[0]!.totalCents / 2), state: 'SUCCEEDED' },
      { invoiceId: made[12]!.id, amountCents: made[12]!.totalCents, state: 'SUCCEEDED' },
    ]);
    expect(refunds.every((refund) => refund.creditNoteNumber !== null)).toBe(true);
  });
});
