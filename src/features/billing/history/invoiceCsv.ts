import { csvText } from '~/contract/csvText';
import type { Invoice } from '~/contract/payments';
import { UTF8_BOM } from '~/lib/csv';
import { cardName } from '~/lib/cardNames';
import { moneyAmount } from '~/contract/currencies';

const HEADER = ['Number', 'Issued', 'Status', 'Currency', 'Subtotal', 'Tax rate %', 'Tax', 'Total', 'Refunded', 'Paid at', 'Paid with', 'Lines'];

/**
 * The billing history as a spreadsheet reads it: one row per invoice, amounts as plain numbers in
 * the invoice's own currency (never converted), dates as ISO text, the lines in words.
 */
export function invoicesCsv(invoices: Invoice[]): string {
  const rows = invoices.map((invoice) => [
    invoice.number,
    invoice.issuedAt,
    invoice.status,
    invoice.currency,
    moneyAmount(invoice.subtotalCents, invoice.currency),
    invoice.taxRateBasisPoints === null ? null : (invoice.taxRateBasisPoints / 100).toFixed(2),
    moneyAmount(invoice.taxCents, invoice.currency),
    moneyAmount(invoice.totalCents, invoice.currency),
    moneyAmount(invoice.refundedCents, invoice.currency),
    invoice.paidAt,
    invoice.paidWith ? cardName(invoice.paidWith) : null,
    invoice.lines.map((line) => (line.quantity === 1 ? line.description : `${line.quantity} x ${line.description}`)).join('; '),
  ]);
  return UTF8_BOM + csvText(HEADER, rows);
}

/** folio-invoices.csv, or folio-invoices-since-2026-11-01.csv for a filtered history. */
export const invoicesCsvName = (afterDate: string | undefined) => (afterDate ? `folio-invoices-since-${afterDate}.csv` : 'folio-invoices.csv');
