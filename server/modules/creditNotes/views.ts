import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { CardBrand, CreditNote, CreditNoteSummary, Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { invoiceRefunds, invoices, paymentMethods } from '../../db/schema';
import { notFound } from '../../http/appError';

/** A seller's credit notes: refunds that went through (a refused or unanswered one has no number). */
const given = (userId: number) => and(eq(invoiceRefunds.userId, userId), eq(invoiceRefunds.state, 'SUCCEEDED'), isNotNull(invoiceRefunds.creditNoteNumber));

type RefundRow = typeof invoiceRefunds.$inferSelect;

const summary = (refund: RefundRow, invoiceNumber: string): CreditNoteSummary => ({
  id: refund.id,
  number: refund.creditNoteNumber!,
  invoiceId: refund.invoiceId,
  invoiceNumber,
  currency: refund.currency as Currency,
  amountCents: refund.amountCents,
  issuedAt: (refund.settledAt ?? refund.createdAt).toISOString(),
});

/** GET payment/invoice/credit-note/list: newest first, from `afterDate` (a UTC day) on when given. */
export async function listCreditNotes(db: Executor, userId: number, afterDate: string | undefined): Promise<CreditNoteSummary[]> {
  const rows = await db
    .select({ refund: invoiceRefunds, invoiceNumber: invoices.number })
    .from(invoiceRefunds)
    .innerJoin(invoices, eq(invoices.id, invoiceRefunds.invoiceId))
    .where(and(given(userId), afterDate ? gte(invoiceRefunds.settledAt, new Date(`${afterDate}T00:00:00.000Z`)) : undefined))
    .orderBy(desc(invoiceRefunds.settledAt), desc(invoiceRefunds.id));
  return rows.map(({ refund, invoiceNumber }) => summary(refund, invoiceNumber));
}

/** GET payment/invoice/credit-note/:id: the seller's own only; another seller's is "not found". */
export async function readCreditNote(db: Executor, userId: number, id: number): Promise<CreditNote> {
  const [found] = await db
    .select({ refund: invoiceRefunds, invoice: invoices, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(invoiceRefunds)
    .innerJoin(invoices, eq(invoices.id, invoiceRefunds.invoiceId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, invoices.paidWithMethodId))
    .where(and(given(userId), eq(invoiceRefunds.id, id)));
  if (!found) throw notFound('The credit note');
  const { refund, invoice, brand, last4 } = found;
  // The part of the refund that was tax, in the invoice's proportion: a full refund gives back its tax exactly.
  const taxCents = invoice.totalCents === 0 ? 0 : Math.round((refund.amountCents * invoice.taxCents) / invoice.totalCents);
  return {
    ...summary(refund, invoice.number),
    reason: refund.reason,
    taxRateBasisPoints: invoice.taxRateBasisPoints,
    subtotalCents: refund.amountCents - taxCents,
    taxCents,
    refundedTo: brand && last4 ? { brand: brand as CardBrand, last4 } : null,
    billedTo: invoice.billedTo,
  };
}
