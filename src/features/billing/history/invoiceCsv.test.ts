import { describe, expect, it } from 'vitest';
import { invoice } from '~/testing/billingFixtures';
import { invoicesCsv, invoicesCsvName } from './invoiceCsv';

describe('the billing history as CSV', () => {
  it('writes one row per invoice, amounts in its own currency and minor unit', () => {
    const text = invoicesCsv([
      invoice({ taxRateBasisPoints: 825, taxCents: 239, totalCents: 3139 }),
      invoice({ number: 'F-2026-000042', currency: 'JPY', subtotalCents: 3200, totalCents: 3200, status: 'REFUNDED', refundedCents: 3200, paidWith: null }),
    ]);
    const [header, first, second] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('Number,Issued,Status,Currency,Subtotal,Tax rate %,Tax,Total,Refunded,Paid at,Paid with,Lines');
    expect(first).toBe('F-2026-000041,2026-11-01T10:00:00.000Z,PAID,USD,29.00,8.25,2.39,31.39,0.00,2026-11-01T10:00:01.000Z,Visa ending 4242,"Lister, monthly"');
    expect(second).toContain('F-2026-000042,2026-11-01T10:00:00.000Z,REFUNDED,JPY,3200,,0,3200,3200,');
  });

  it('names the file after the filter', () => {
    expect(invoicesCsvName(undefined)).toBe('folio-invoices.csv');
    expect(invoicesCsvName('2026-11-01')).toBe('folio-invoices-since-2026-11-01.csv');
  });
});
