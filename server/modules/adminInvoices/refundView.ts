import { eq } from 'drizzle-orm';
import type { Currency, Refund, RefundReply } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { admins, invoiceRefunds, invoices } from '../../db/schema';
import { refundableCents } from './refundable';

type RefundRow = typeof invoiceRefunds.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A refund as staff read it, from its row, its invoice's number and who gave it. */
export function toRefund(row: RefundRow, invoiceNumber: string, staffEmail: string | null): Refund {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber,
    userId: row.userId,
    amountCents: row.amountCents,
    currency: row.currency as Currency,
    reason: row.reason,
    state: row.state,
    creditNoteNumber: row.creditNoteNumber,
    failureMessage: row.failureMessage,
    staffEmail,
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
  };
}

export async function refundView(db: Executor, refundId: number): Promise<RefundReply> {
  const [found] = await db
    .select({ refund: invoiceRefunds, invoice: invoices, staffEmail: admins.email })
    .from(invoiceRefunds)
    .innerJoin(invoices, eq(invoices.id, invoiceRefunds.invoiceId))
    .leftJoin(admins, eq(admins.id, invoiceRefunds.adminId))
    .where(eq(invoiceRefunds.id, refundId));
  const { refund, invoice, staffEmail } = found!;
  return {
    refund: toRefund(refund, invoice.number, staffEmail),
    invoice: {
      id: invoice.id,
      status: invoice.status,
      totalCents: invoice.totalCents,
      refundedCents: invoice.refundedCents,
      refundableCents: await refundableCents(db, invoice),
    },
  };
}
