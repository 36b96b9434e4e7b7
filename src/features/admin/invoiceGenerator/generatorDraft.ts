import type { Currency } from '~/contract/currencies';
import type { Invoice } from '~/contract/payments';
import type { GeneratedLine, UserPickerItem } from '~/contract';

/** A line as staff type it: a number field is null until it holds a value. */
export interface DraftLine {
  key: string;
  description: string;
  quantity: number | null;
  unitAmountCents: number | null;
}

export interface Draft {
  seller: UserPickerItem | null;
  currency: Currency;
  /** 825 is 8.25 %; null for no tax line. */
  taxRateBasisPoints: number | null;
  lines: DraftLine[];
  status: 'PENDING' | 'PAID';
}

export const newLine = (): DraftLine => ({ key: crypto.randomUUID(), description: '', quantity: 1, unitAmountCents: null });

/** The lines that are whole (a description, a quantity, a price), as the call takes them. */
export function completeLines(draft: Draft): GeneratedLine[] {
  return draft.lines
    .filter((line) => line.description.trim() !== '' && line.quantity !== null && line.unitAmountCents !== null)
    .map((line) => ({ description: line.description.trim(), quantity: line.quantity!, unitAmountCents: line.unitAmountCents! }));
}

/** Subtotal, tax and total as the server will bill them (tax rounded to the minor unit). */
export function totalsOf(lines: GeneratedLine[], taxRateBasisPoints: number | null) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitAmountCents, 0);
  const taxCents = taxRateBasisPoints === null ? 0 : Math.round((subtotalCents * taxRateBasisPoints) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The invoice the preview prints: no number yet (DRAFT), billed to the seller as picked. */
export function draftInvoice(draft: Draft, seller: UserPickerItem, now = new Date()): Invoice {
  const lines = completeLines(draft);
  return {
    id: 0,
    number: 'DRAFT',
    subscriptionId: null,
    status: draft.status,
    currency: draft.currency,
    issuedAt: now.toISOString(),
    paidAt: draft.status === 'PAID' ? now.toISOString() : null,
    lines: lines.map((line) => ({ ...line, product: null, amountCents: line.quantity * line.unitAmountCents, periodStart: null, periodEnd: null })),
    taxRateBasisPoints: draft.taxRateBasisPoints,
    ...totalsOf(lines, draft.taxRateBasisPoints),
    refundedCents: 0,
    paidWith: null,
    billedTo: { name: seller.name, company: seller.companyName, email: seller.email, address: [] },
  };
}
