import type { CreditNote } from '~/contract/payments';
import { cardName } from '~/lib/cardNames';
import { formatDay } from '~/lib/dates';
import { documentFileName, makeDocumentPdf, type BillingDocument } from './documentPdf';

/** A credit note as a PDF, in the invoices' layout: what was given back, against which invoice, and why. */

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 });

export function creditNoteDocument(note: CreditNote): BillingDocument {
  const totals: BillingDocument['totals'] = [{ label: 'Subtotal', cents: note.subtotalCents }];
  if (note.taxRateBasisPoints !== null) totals.push({ label: `Tax (${percent.format(note.taxRateBasisPoints / 10_000)})`, cents: note.taxCents });
  totals.push({ label: `Total credited (${note.currency})`, cents: note.amountCents, bold: true });
  return {
    title: 'Credit note',
    number: note.number,
    issuedAt: note.issuedAt,
    facts: [
      `Number ${note.number}`,
      `Issued ${formatDay(note.issuedAt)}`,
      `Credits invoice ${note.invoiceNumber}`,
      note.refundedTo ? `Refunded to ${cardName(note.refundedTo)}` : 'Refunded',
      `Currency ${note.currency}`,
    ],
    billedTo: note.billedTo,
    currency: note.currency,
    lines: [
      {
        description: `Refund of invoice ${note.invoiceNumber}: ${note.reason}`,
        product: null,
        quantity: 1,
        unitAmountCents: note.subtotalCents,
        amountCents: note.subtotalCents,
        periodStart: null,
        periodEnd: null,
      },
    ],
    totals,
  };
}

export const makeCreditNotePdf = (note: CreditNote) => makeDocumentPdf(creditNoteDocument(note));

/** CN-2026-000003.pdf. */
export const creditNoteFileName = (note: Pick<CreditNote, 'number'>) => documentFileName(note);
