import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { currency } from '../currencies';
import { isoDateTime, recordId, requiredText, text } from '../fields';
import { queryInt } from '../lister/fields';
import { INVOICE_STATUSES, invoiceSchema } from '../payments/invoices';
import { productKey } from '../products';
import { ADMIN_INVOICE_SORT_FIELDS, INVOICE_STATUS_FILTERS } from './listOptions';

/**
 * Every seller's invoices for staff (spec 7.9: invoice, invoice/meta, invoice/refund). A refund goes
 * through the card processor, is never more than what was paid less earlier refunds, applies once
 * under a repeated Idempotency-Key, and is a credit note (CN-2026-000001) the seller downloads.
 */

export const REFUND_REASON_MAX = 500;
export const REFUND_STATES = ['IN_FLIGHT', 'SUCCEEDED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** An amount in a currency's minor unit that money can be moved by: a whole, positive number. */
export const positiveCents = z
  .int({ error: 'must be a whole number of cents' })
  .check(z.positive({ error: 'must be more than zero' }), z.maximum(2_000_000_000, { error: 'is too large' }));

export const refundSchema = z.object({
  id: z.int(),
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  userId: z.int(),
  amountCents: z.int(),
  currency,
  reason: z.string(),
  /** IN_FLIGHT while the processor has not answered (a repeat with the same key asks it again). */
  state: z.enum(REFUND_STATES),
  /** Given when the money is back: no number for a refused refund, so the series has no gap. */
  creditNoteNumber: z.nullable(z.string()),
  failureMessage: z.nullable(z.string()),
  staffEmail: z.nullable(z.string()),
  createdAt: isoDateTime,
  settledAt: z.nullable(isoDateTime),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundReplySchema = z.object({
  refund: refundSchema,
  /** The invoice after the refund: what was refunded in all, what is left, and its status. */
  invoice: z.object({ id: z.int(), status: z.string(), totalCents: z.int(), refundedCents: z.int(), refundableCents: z.int() }),
});
export type RefundReply = z.infer<typeof refundReplySchema>;

export const ADMIN_INVOICE_PAGE_SIZE_MAX = 100;

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
const calendarDate = z.iso.date({ error: 'must be a date like 2026-03-31' });
const queryCents = queryInt(0, 2_000_000_000);
const searchWords = (max: number) => text().check(z.trim(), z.maxLength(max, { error: `must have at most ${max} characters` }));

/** What narrows the list and its totals; every filter is optional and they combine with AND. */
export const adminInvoiceFiltersSchema = z.object({
  /** Part of the invoice number, e.g. 000123 or F-2026. */
  number: z.optional(searchWords(40)),
  /** Part of the seller's e-mail, name or company. */
  searchText: z.optional(searchWords(200)),
  status: z.optional(z.enum(INVOICE_STATUS_FILTERS, { error: oneOf(INVOICE_STATUS_FILTERS) })),
  /** The day issued, from and to (both included), UTC. */
  issuedFrom: z.optional(calendarDate),
  issuedTo: z.optional(calendarDate),
  /** The invoice's total in its currency's minor unit, from and to (both included). */
  amountGte: z.optional(queryCents),
  amountLte: z.optional(queryCents),
  currency: z.optional(currency),
  /** Invoices for this product: its own plan, a bundle that holds it, or a line naming it. */
  product: z.optional(productKey),
  /** One seller's invoices (the link from their page). */
  userId: z.optional(recordId),
});
export type AdminInvoiceFilters = z.output<typeof adminInvoiceFiltersSchema>;

export const adminInvoiceQuerySchema = z.object({
  ...adminInvoiceFiltersSchema.shape,
  /** From 1. */
  page: z._default(queryInt(1, 1_000_000), 1),
  pageSize: z._default(queryInt(1, ADMIN_INVOICE_PAGE_SIZE_MAX), 25),
  sortField: z._default(z.enum(ADMIN_INVOICE_SORT_FIELDS, { error: oneOf(ADMIN_INVOICE_SORT_FIELDS) }), 'ISSUED'),
  sortDirection: z._default(z.enum(['ASC', 'DESC'], { error: 'must be one of ASC, DESC' }), 'DESC'),
});
export type AdminInvoiceQuery = z.input<typeof adminInvoiceQuerySchema>;

export const adminInvoiceRowSchema = z.object({
  id: z.int(),
  number: z.string(),
  userId: z.int(),
  sellerEmail: z.string(),
  sellerName: z.string(),
  company: z.nullable(z.string()),
  status: z.enum(INVOICE_STATUSES),
  /** SUBSCRIBE, RENEWAL, RESUME, or MANUAL (made by staff in the invoice generator). */
  purpose: z.string(),
  currency,
  issuedAt: isoDateTime,
  paidAt: z.nullable(isoDateTime),
  /** The first line's description, and how many more lines there are. */
  description: z.string(),
  moreLines: z.int(),
  totalCents: z.int(),
  refundedCents: z.int(),
  /** What a refund may still give back: the total less refunds given or in flight. */
  refundableCents: z.int(),
  /** Paid by card through the processor, so a refund can go back to that card. */
  paidByCard: z.boolean(),
  refunds: z.array(refundSchema),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

export const adminInvoicePageSchema = z.object({ rows: z.array(adminInvoiceRowSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

/** The filtered invoices' totals in one currency: amounts of different currencies are never added. */
export const invoiceCurrencyTotalsSchema = z.object({
  currency,
  count: z.int(),
  /** Every invoice's total. */
  billedCents: z.int(),
  /** The totals of invoices that were paid (refunded ones included: they were paid first). */
  paidCents: z.int(),
  refundedCents: z.int(),
  /** The totals of invoices whose payment failed and is still owed. */
  failedCents: z.int(),
});
export type InvoiceCurrencyTotals = z.infer<typeof invoiceCurrencyTotalsSchema>;

export const adminInvoiceMetaSchema = z.object({
  count: z.int(),
  currencies: z.array(invoiceCurrencyTotalsSchema),
  /** What the filters offer: every status, the currencies and products invoices exist in, the sorts. */
  choices: z.object({
    statuses: z.array(z.enum(INVOICE_STATUS_FILTERS)),
    currencies: z.array(currency),
    products: z.array(z.object({ key: productKey, label: z.string() })),
    sortFields: z.array(z.enum(ADMIN_INVOICE_SORT_FIELDS)),
  }),
});
export type AdminInvoiceMeta = z.infer<typeof adminInvoiceMetaSchema>;

export const GENERATED_LINES_MAX = 50;
export const TAX_RATE_MAX_BASIS_POINTS = 100_000;

export const generatedLineSchema = z.object({
  description: requiredText(200),
  quantity: z.int({ error: 'must be a whole number' }).check(z.minimum(1, { error: 'must be at least 1' }), z.maximum(9_999, { error: 'must be at most 9,999' })),
  /** In the invoice currency's minor unit; 0 for a line given free. */
  unitAmountCents: z.int({ error: 'must be a whole number of cents' }).check(z.minimum(0, { error: 'must not be negative' }), z.maximum(100_000_000, { error: 'is too large' })),
});
export type GeneratedLine = z.infer<typeof generatedLineSchema>;

/**
 * POST invoice/generate: a real invoice in the seller's F- series, never a loose document, because
 * a support team's invoice must be numbered without gaps and show on the seller's billing history.
 * PENDING: the seller owes it and pays outside the card flow; PAID: paid outside Folio (a bank
 * transfer), so there is no card to refund it to. The screen's preview, before this call, is a
 * DRAFT PDF with no number.
 */
export const generateInvoiceBody = z.object({
  userId: recordId,
  currency,
  /** 825 is 8.25 %; null for no tax line. */
  taxRateBasisPoints: z.nullable(
    z.int({ error: 'must be a whole number of basis points' }).check(z.minimum(0, { error: 'must not be negative' }), z.maximum(TAX_RATE_MAX_BASIS_POINTS, { error: 'must be at most 1000 %' })),
  ),
  lines: z.array(generatedLineSchema).check(z.minLength(1, { error: 'must hold at least one line' }), z.maxLength(GENERATED_LINES_MAX, { error: `must hold at most ${GENERATED_LINES_MAX} lines` })),
  status: z.enum(['PENDING', 'PAID'], { error: 'must be one of PENDING, PAID' }),
});
export type GenerateInvoiceBody = z.infer<typeof generateInvoiceBody>;

export const adminInvoicesApi = {
  generate: adminEndpoint({
    method: 'POST',
    path: 'invoice/generate',
    summary: 'Issue a numbered invoice for a seller with lines staff write, unpaid or paid outside Folio',
    body: generateInvoiceBody,
    reply: invoiceSchema,
  }),
  list: adminEndpoint({
    method: 'GET',
    path: 'invoice',
    summary: 'Every seller’s invoices, filtered, sorted and paged, each with its refunds',
    query: adminInvoiceQuerySchema,
    reply: adminInvoicePageSchema,
  }),
  meta: adminEndpoint({
    method: 'GET',
    path: 'invoice/meta',
    summary: 'Totals of the filtered invoices per currency (count, billed, paid, refunded, failed), and the filters’ choices',
    query: adminInvoiceFiltersSchema,
    reply: adminInvoiceMetaSchema,
  }),
  refund: adminEndpoint({
    method: 'POST',
    path: 'invoice/refund',
    summary: 'Refund all or part of a paid invoice through the card processor, once per Idempotency-Key',
    body: z.object({ invoiceId: recordId, amountCents: positiveCents, reason: requiredText(REFUND_REASON_MAX) }),
    reply: refundReplySchema,
  }),
};
