import { z } from 'zod/mini';
import { currency } from '../currencies';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId } from '../fields';
import { invoiceListQuery, invoiceSchema } from './invoices';

/**
 * A credit note for every refund staff gave (admin area, invoice/refund): the seller's record of
 * money given back against one of their invoices, numbered CN-2026-000001 in its own series. The
 * seller's billing history lists them beside their invoices; each downloads as a PDF made by the
 * same code as the invoices'.
 */

export const creditNoteSummarySchema = z.object({
  id: z.int(),
  number: z.string(),
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  currency,
  /** What was given back, tax included, in the currency's minor unit. */
  amountCents: z.int(),
  issuedAt: isoDateTime,
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const creditNoteSchema = z.object({
  ...creditNoteSummarySchema.shape,
  reason: z.string(),
  /** The refund split as the invoice was: its tax rate applied to the part refunded. */
  taxRateBasisPoints: z.nullable(z.int()),
  subtotalCents: z.int(),
  taxCents: z.int(),
  /** The card the money went back to. */
  refundedTo: invoiceSchema.shape.paidWith,
  billedTo: invoiceSchema.shape.billedTo,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNotesApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'payment/invoice/credit-note/list',
    summary: "List the seller's credit notes (refunds given back), newest first",
    query: invoiceListQuery,
    reply: z.array(creditNoteSummarySchema),
  }),
  read: sellerEndpoint({
    method: 'GET',
    path: 'payment/invoice/credit-note/:id',
    summary: 'One of the seller’s credit notes, with what its PDF prints',
    params: z.object({ id: recordId }),
    reply: creditNoteSchema,
  }),
};
