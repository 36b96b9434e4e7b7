import type { Invoice, InvoiceStatus } from '~/contract/payments';
import { cardName } from '~/lib/cardNames';
import { formatDay } from '~/lib/dates';
import { documentFileName, makeDocumentPdf, type BillingDocument } from './documentPdf';

/**
 * An invoice as a PDF, made in the browser from the invoice the server answered (the seller's
 * billing history), or from the lines staff are writing (the admin area's invoice generator, whose
 * preview is marked DRAFT until it is issued with a number).
 */

const STATUS_WORDS: Record<InvoiceStatus, string> = { PAID: 'Paid', FAILED: 'Payment failed', PENDING: 'Payment pending', REFUNDED: 'Refunded' };

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 });

function statusLine(invoice: Invoice): string {
  if (invoice.status === 'PAID' && invoice.paidAt) {
    return `Paid ${formatDay(invoice.paidAt)}${invoice.paidWith ? ` with ${cardName(invoice.paidWith)}` : ''}`;
  }
  return STATUS_WORDS[invoice.status];
}

export function invoiceDocument(invoice: Invoice, options: { draft?: boolean } = {}): BillingDocument {
  const totals: BillingDocument['totals'] = [{ label: 'Subtotal', cents: invoice.subtotalCents }];
  if (invoice.taxRateBasisPoints !== null) totals.push({ label: `Tax (${percent.format(invoice.taxRateBasisPoints / 10_000)})`, cents: invoice.taxCents });
  totals.push({ label: `Total (${invoice.currency})`, cents: invoice.totalCents, bold: true });
  if (invoice.refundedCents > 0) totals.push({ label: 'Refunded', cents: -invoice.refundedCents });
  return {
    title: 'Invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    facts: [`Number ${invoice.number}`, `Issued ${formatDay(invoice.issuedAt)}`, options.draft ? 'Draft: not issued' : statusLine(invoice), `Currency ${invoice.currency}`],
    billedTo: invoice.billedTo,
    currency: invoice.currency,
    lines: invoice.lines,
    totals,
    ...(options.draft ? { watermark: 'DRAFT' } : {}),
  };
}

export const makeInvoicePdf = (invoice: Invoice, options: { draft?: boolean } = {}) => makeDocumentPdf(invoiceDocument(invoice, options));

/** The file the seller saves: F-2026-000041.pdf. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) => documentFileName(invoice);
