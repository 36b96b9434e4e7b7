import { afterAll, describe, expect, it } from 'vitest';
import { invoice } from '~/testing/billingFixtures';
import { pdfReader } from '~/testing/pdfText';
import type { InvoiceLine } from '~/contract/payments';
import { invoiceFileName, makeInvoicePdf } from './invoicePdf';

const reader = pdfReader('invoice');
afterAll(() => reader.remove());
const pdfText = reader.text;
const pageCount = reader.pageCount;

const line = (description: string, unitAmountCents: number, quantity = 1): InvoiceLine => ({
  description,
  product: null,
  quantity,
  unitAmountCents,
  amountCents: unitAmountCents * quantity,
  periodStart: '2026-11-01T12:00:00.000Z',
  periodEnd: '2026-12-01T12:00:00.000Z',
});

describe('an invoice as a PDF', () => {
  it('holds the number, who was billed, each line, the tax and the total in dollars', async () => {
    const text = pdfText(
      await makeInvoicePdf(
        invoice({
          lines: [line('Lister, monthly', 2900), line('Bookzy, monthly', 1900)],
          subtotalCents: 4800,
          taxRateBasisPoints: 825,
          taxCents: 396,
          totalCents: 5196,
        }),
      ),
    );
    expect(text).toContain('F-2026-000041');
    expect(text).toContain('Lee Rare Books');
    expect(text).toContain('Oakland, CA 94607');
    expect(text).toMatch(/Lister, monthly\s+Nov 1, 2026 – Dec 1, 2026\s+1\s+\$29\.00\s+\$29\.00/);
    expect(text).toMatch(/Bookzy, monthly.*\$19\.00\s+\$19\.00/);
    expect(text).toMatch(/Subtotal\s+\$48\.00/);
    expect(text).toMatch(/Tax \(8\.25%\)\s+\$3\.96/);
    expect(text).toMatch(/Total \(USD\)\s+\$51\.96/);
    expect(text).toContain('Paid Nov 1, 2026 with Visa ending 4242');
  });

  it('writes the whole period, even of the widest months', async () => {
    const period = (periodStart: string, periodEnd: string): InvoiceLine => ({ ...line('Lister, monthly', 2900), periodStart, periodEnd });
    const text = pdfText(
      await makeInvoicePdf(
        invoice({
          lines: [period('2026-12-28T12:00:00.000Z', '2027-01-28T12:00:00.000Z'), period('2026-05-31T12:00:00.000Z', '2027-05-31T12:00:00.000Z')],
          subtotalCents: 5800,
          totalCents: 5800,
        }),
      ),
    );
    expect(text).toContain('Dec 28, 2026 – Jan 28, 2027');
    expect(text).toContain('May 31, 2026 – May 31, 2027');
    expect(text).not.toContain('…');
  });

  it('writes amounts in the invoice’s own currency, with its code where the font lacks the sign', async () => {
    const euros = pdfText(await makeInvoicePdf(invoice({ currency: 'EUR', lines: [line('Lister, monthly', 2700)], subtotalCents: 2700, totalCents: 2700 })));
    expect(euros).toMatch(/Total \(EUR\)\s+€27\.00/);
    expect(euros).not.toContain('$');
    expect(euros).not.toContain('Tax');

    const yen = pdfText(await makeInvoicePdf(invoice({ currency: 'JPY', lines: [line('Lister, monthly', 3200)], subtotalCents: 3200, totalCents: 3200 })));
    expect(yen).toMatch(/Total \(JPY\)\s+¥3,200/);

    const rupees = pdfText(await makeInvoicePdf(invoice({ currency: 'INR', lines: [line('Lister, monthly', 240000)], subtotalCents: 240000, totalCents: 240000 })));
    expect(rupees).toMatch(/Total \(INR\)\s+INR\s2,400\.00/);
  });

  it('continues a long invoice on further pages, every line and the total kept', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => line(`Extra seat ${index + 1}`, 500));
    const bytes = await makeInvoicePdf(invoice({ lines, subtotalCents: 30000, totalCents: 30000 }));
    const text = pdfText(bytes);
    expect(pageCount(bytes)).toBeGreaterThan(1);
    for (const index of [1, 30, 60]) expect(text).toMatch(new RegExp(`Extra seat ${index}\\s`));
    expect(text).toMatch(/Total \(USD\)\s+\$300\.00/);
    expect(text).toContain(`page ${pageCount(bytes)} of ${pageCount(bytes)}`);
  });

  it('shows a refund and a failed payment for what they are', async () => {
    const refunded = pdfText(await makeInvoicePdf(invoice({ status: 'REFUNDED', refundedCents: 2900 })));
    expect(refunded).toMatch(/Refunded\s+-\$29\.00/);
    const failed = pdfText(await makeInvoicePdf(invoice({ status: 'FAILED', paidAt: null, paidWith: null })));
    expect(failed).toContain('Payment failed');
    expect(invoiceFileName(invoice())).toBe('F-2026-000041.pdf');
  });

  it('marks a preview that was never issued as a draft', async () => {
    const draft = pdfText(await makeInvoicePdf(invoice({ status: 'PENDING', paidAt: null, paidWith: null }), { draft: true }));
    expect(draft).toContain('Draft: not issued');
    expect(draft).not.toContain('Payment pending');
  });
});
