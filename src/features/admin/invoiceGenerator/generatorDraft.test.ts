import { describe, expect, it } from 'vitest';
import { completeLines, draftInvoice, totalsOf, type Draft } from './generatorDraft';

const draft: Draft = {
  seller: null,
  currency: 'USD',
  taxRateBasisPoints: 825,
  status: 'PENDING',
  lines: [
    { key: 'a', description: ' Onboarding ', quantity: 2, unitAmountCents: 7500 },
    { key: 'b', description: 'Half typed', quantity: 1, unitAmountCents: null },
    { key: 'c', description: 'Setup', quantity: 1, unitAmountCents: 2499 },
  ],
};

describe('the generator’s draft', () => {
  it('keeps whole lines only and totals them as the server bills them', () => {
    expect(completeLines(draft)).toEqual([
      { description: 'Onboarding', quantity: 2, unitAmountCents: 7500 },
      { description: 'Setup', quantity: 1, unitAmountCents: 2499 },
    ]);
    expect(totalsOf(completeLines(draft), 825)).toEqual({ subtotalCents: 17499, taxCents: 1444, totalCents: 18943 });
    expect(totalsOf(completeLines(draft), null)).toEqual({ subtotalCents: 17499, taxCents: 0, totalCents: 17499 });
  });

  it('prints as a DRAFT invoice billed to the seller picked', () => {
    const invoice = draftInvoice(draft, { id: 4, email: 'ada@example.com', name: 'Ada Lovelace', companyName: 'Engine Books' }, new Date('2026-11-29T10:00:00Z'));
    expect(invoice).toMatchObject({ number: 'DRAFT', status: 'PENDING', paidAt: null, totalCents: 18943, billedTo: { name: 'Ada Lovelace', company: 'Engine Books', email: 'ada@example.com' } });
    expect(invoice.lines[0]).toMatchObject({ amountCents: 15000, periodStart: null });
  });
});
