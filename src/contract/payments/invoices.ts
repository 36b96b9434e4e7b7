import { z } from 'zod/mini';
import { currency } from '../currencies';
import { isoDate, isoDateTime } from '../fields';
import { productKey } from '../products';
import { CARD_BRANDS } from './methods';

/**
 * An invoice for every charge (GET payment/invoice/list): its lines, tax where the seller's
 * account has a rate, the currency, and how it was paid. Invoices are never changed after they
 * are paid: a refund (staff, in the admin area) is its own record against the invoice.
 */
export const INVOICE_STATUSES = ['PAID', 'FAILED', 'PENDING', 'REFUNDED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceLineSchema = z.object({
  description: z.string(),
  product: z.nullable(productKey),
  quantity: z.int(),
  unitAmountCents: z.int(),
  amountCents: z.int(),
  periodStart: z.nullable(isoDateTime),
  periodEnd: z.nullable(isoDateTime),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.int(),
  /** What people quote to support: F-2026-000123. */
  number: z.string(),
  subscriptionId: z.nullable(z.int()),
  status: z.enum(INVOICE_STATUSES),
  currency,
  issuedAt: isoDateTime,
  paidAt: z.nullable(isoDateTime),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.int(),
  /** Basis points (825 is 8.25 %); null where no tax is set. */
  taxRateBasisPoints: z.nullable(z.int()),
  taxCents: z.int(),
  totalCents: z.int(),
  refundedCents: z.int(),
  /** The card charged, as the processor names it. */
  paidWith: z.nullable(z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() })),
  /** Who was billed, as printed on the PDF. */
  billedTo: z.object({ name: z.string(), company: z.nullable(z.string()), email: z.string(), address: z.array(z.string()) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuery = z.object({
  /** Only invoices issued on or after this day (the seller's billing history filter); all when absent. */
  afterDate: z.optional(isoDate),
});

/** The whole history is a few invoices a month; the list answers at most this many, newest first. */
export const INVOICE_LIST_LIMIT = 1000;
