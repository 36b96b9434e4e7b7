import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { refundInvoice } from '../modules/adminInvoices/refunds';
import { createSimulatedProcessor } from '../payments/simulator';
import type { Database } from './database';
import { admins, charges, invoices, users } from './schema';

/**
 * A few refunds staff gave the seeded customers (customer-NNNN@folio.test, seedCustomers.ts), made
 * by Folio's own refund code through the processor simulator, each on a clock a few days after the
 * invoice was paid: every twelfth customer with an invoice paid by card, the first such invoice,
 * alternately half of it and all of it. Derived from the customers' order, so every fresh database
 * has the same; does nothing without customers.
 */

const EVERY = 12;
const REASONS = ['Charged after cancelling', 'Goodwill: two days of downtime', 'Duplicate subscription', 'Asked within the first week'];

export async function seedRefunds(db: Database): Promise<number> {
  const [staff] = await db.select().from(admins).orderBy(asc(admins.id)).limit(1);
  if (!staff) return 0;
  const paid = await db
    .selectDistinctOn([invoices.userId], { id: invoices.id, userId: invoices.userId, totalCents: invoices.totalCents, paidAt: invoices.paidAt })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(charges, and(eq(charges.invoiceId, invoices.id), eq(charges.state, 'SUCCEEDED')))
    .where(and(like(users.email, 'customer-%@folio.test'), inArray(invoices.status, ['PAID'])))
    .orderBy(asc(invoices.userId), asc(invoices.issuedAt), asc(invoices.id));
  let given = 0;
  for (const [index, invoice] of paid.entries()) {
    if (index % EVERY !== 0 || !invoice.paidAt) continue;
    const at = new Date(invoice.paidAt.getTime() + (1 + (index % 5)) * 86_400_000);
    const clock = () => at;
    const deps = { db, clock, payments: createSimulatedProcessor({ db, clock }) };
    const half = (index / EVERY) % 2 === 0;
    const ask = { invoiceId: invoice.id, amountCents: half ? Math.floor(invoice.totalCents / 2) : invoice.totalCents, reason: REASONS[(index / EVERY) % REASONS.length]! };
    if (ask.amountCents <= 0) continue;
    await refundInvoice(deps, { adminId: staff.id, email: staff.email }, ask, `seed-refund-${invoice.id}`);
    given += 1;
  }
  return given;
}
