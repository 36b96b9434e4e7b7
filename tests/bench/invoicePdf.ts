/**
 * The invoice PDF as the billing screen makes it (src/lib/billingPdf/invoicePdf.ts), in Node
 * under tsx, with no browser and no server: the same pure function, fed 50 invoices of 1 to 30
 * lines in four currencies, one after another, after three to warm up. One line:
 *   invoice pdf: median M ms
 * followed by the slowest, p95 and the size of a 30-line invoice. Goal: median ≤ 300 ms.
 */
import { performance } from 'node:perf_hooks';
import type { Currency } from '../../src/contract/currencies';
import type { Invoice, InvoiceLine } from '../../src/contract/payments';
import { makeInvoicePdf } from '../../src/lib/billingPdf/invoicePdf';

const INVOICES = 50;
const WARM_UP = 3;
const CURRENCIES: Currency[] = ['USD', 'EUR', 'GBP', 'JPY'];

function line(index: number, currency: Currency): InvoiceLine {
  const unit = currency === 'JPY' ? 3200 + index * 100 : 1900 + index * 100;
  const quantity = 1 + (index % 3);
  return {
    description: `Seat ${index + 1} — Lister, Bookzy and the Repricer for one more warehouse station`,
    product: 'LISTER',
    quantity,
    unitAmountCents: unit,
    amountCents: unit * quantity,
    periodStart: '2026-11-01T10:00:00.000Z',
    periodEnd: '2026-12-01T10:00:00.000Z',
  };
}

/** Invoice n has 1 + (n * 7 mod 30) lines: every size from 1 to 30 appears. */
function invoice(n: number): Invoice {
  const currency = CURRENCIES[n % CURRENCIES.length]!;
  const lines = Array.from({ length: 1 + ((n * 7) % 30) }, (_, index) => line(index, currency));
  const subtotal = lines.reduce((sum, each) => sum + each.amountCents, 0);
  const tax = Math.round(subtotal * 0.0825);
  return {
    id: n + 1,
    number: `F-2026-${String(n + 1).padStart(6, '0')}`,
    subscriptionId: 1,
    status: 'PAID',
    currency,
    issuedAt: '2026-11-01T10:00:00.000Z',
    paidAt: '2026-11-01T10:00:01.000Z',
    lines,
    subtotalCents: subtotal,
    taxRateBasisPoints: 825,
    taxCents: tax,
    totalCents: subtotal + tax,
    refundedCents: 0,
    paidWith: { brand: 'VISA', last4: '4242' },
    billedTo: { name: 'Morgan Lee', company: 'Lee Rare Books', email: 'morgan@example.com', address: ['12 Harbor Way', 'Oakland, CA 94607', 'United States'] },
  };
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

export async function measureInvoicePdf(): Promise<string[]> {
  for (let n = 0; n < WARM_UP; n++) await makeInvoicePdf(invoice(n));
  const times: number[] = [];
  let thirtyLines = 0;
  for (let n = 0; n < INVOICES; n++) {
    const input = invoice(n);
    const started = performance.now();
    const bytes = await makeInvoicePdf(input);
    times.push(performance.now() - started);
    if (input.lines.length === 30) thirtyLines = bytes.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return [
    `invoice pdf: median ${percentile(sorted, 0.5).toFixed(1)} ms`,
    `  (${INVOICES} invoices of 1-30 lines in Node ${process.versions.node}; p95 ${percentile(sorted, 0.95).toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms; a 30-line invoice is ${(thirtyLines / 1024).toFixed(1)} KB; goal: median ≤ 300 ms)`,
  ];
}
