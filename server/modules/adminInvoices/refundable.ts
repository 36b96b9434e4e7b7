import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { invoiceRefunds, type invoices } from '../../db/schema';

/** What is left to refund: the total less refunds given and in flight (a refused one gave nothing). */
export async function refundableCents(db: Executor, invoice: Pick<typeof invoices.$inferSelect, 'id' | 'totalCents'>): Promise<number> {
  const [held] = await db
    .select({ cents: sum(invoiceRefunds.amountCents).mapWith(Number) })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.invoiceId, invoice.id), inArray(invoiceRefunds.state, ['IN_FLIGHT', 'SUCCEEDED'])));
  return invoice.totalCents - (held?.cents ?? 0);
}
