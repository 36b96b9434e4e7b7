import { afterAll, describe, expect, it } from 'vitest';
import type { CreditNote } from '~/contract/payments';
import { pdfReader } from '~/testing/pdfText';
import { creditNoteFileName, makeCreditNotePdf } from './creditNotePdf';

const reader = pdfReader('credit-note');
afterAll(() => reader.remove());

const note = (changes: Partial<CreditNote> = {}): CreditNote => ({
  id: 7,
  number: 'CN-2026-000007',
  invoiceId: 41,
  invoiceNumber: 'F-2026-000041',
  currency: 'USD',
  amountCents: 1100,
  issuedAt: '2026-11-20T10:00:00.000Z',
  reason: 'Two days of downtime',
  taxRateBasisPoints: 1000,
  subtotalCents: 1000,
  taxCents: 100,
  refundedTo: { brand: 'VISA', last4: '4242' },
  billedTo: { name: 'Morgan Lee', company: 'Lee Rare Books', email: 'morgan@example.com', address: ['12 Harbor Way', 'Oakland, CA 94607'] },
  ...changes,
});

describe('a credit note as a PDF', () => {
  it('holds its number, the invoice it credits, why, the card refunded to and the amount credited', async () => {
    const text = reader.text(await makeCreditNotePdf(note()));
    expect(text).toContain('Credit note');
    expect(text).toContain('Number CN-2026-000007');
    expect(text).toContain('Credits invoice F-2026-000041');
    expect(text).toContain('Refunded to Visa ending 4242');
    expect(text).toContain('Lee Rare Books');
    // Wrapped at a word onto the description's second line, nothing cut.
    expect(text).toMatch(/Refund of invoice F-2026-000041: Two\s[\s\S]*days of downtime/);
    expect(text).toMatch(/Subtotal\s+\$10\.00/);
    expect(text).toMatch(/Tax \(10%\)\s+\$1\.00/);
    expect(text).toMatch(/Total credited \(USD\)\s+\$11\.00/);
    expect(creditNoteFileName(note())).toBe('CN-2026-000007.pdf');
  });

  it('writes a refund without tax in its own currency', async () => {
    const text = reader.text(await makeCreditNotePdf(note({ currency: 'EUR', taxRateBasisPoints: null, taxCents: 0, subtotalCents: 2700, amountCents: 2700 })));
    expect(text).toMatch(/Total credited \(EUR\)\s+€27\.00/);
    expect(text).not.toContain('Tax');
  });
});
