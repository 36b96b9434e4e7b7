import { describe, expect, it } from 'vitest';
import type { RepricingDay } from '~/contract/dashboard';
import { repricingSummary, repricingTotals, salesSummary } from './dailySummary';

const day = (date: string, raised = 0, lowered = 0, unchanged = 0, failed = 0): RepricingDay => ({ date, raised, lowered, unchanged, failed });

describe('repricing summary', () => {
  it('adds up the days and names the busiest, the earliest of equals', () => {
    const days = [day('2026-03-09', 1000, 200, 30, 4), day('2026-03-10'), day('2026-03-11', 600, 400, 200, 34), day('2026-03-12', 1234)];
    expect(repricingTotals(days)).toEqual({ raised: 2834, lowered: 600, unchanged: 230, failed: 38, priced: 3702 });
    expect(repricingSummary(days)).toBe(
      '3,702 SKUs priced in 4 days: 2,834 raised, 600 lowered, 230 unchanged, 38 failed. Busiest day: Mar 9, with 1,234 SKUs.',
    );
  });

  it('says so when nothing was repriced, and words one SKU and one day', () => {
    expect(repricingSummary([day('2026-03-09'), day('2026-03-10')])).toBe('No SKU was repriced in these 2 days.');
    expect(repricingSummary([day('2026-03-09', 0, 1)])).toBe('1 SKU priced in 1 day: 0 raised, 1 lowered, 0 unchanged, 0 failed. Busiest day: Mar 9, with 1 SKU.');
  });
});

describe('sales summary', () => {
  it('gives the total, the daily average and the best day', () => {
    const days = [
      { date: '2026-03-09', skusSold: 3 },
      { date: '2026-03-10', skusSold: 12 },
      { date: '2026-03-11', skusSold: 0 },
    ];
    expect(salesSummary(days)).toBe('15 SKUs sold in 3 days, 5 a day. Best day: Mar 10, with 12.');
    expect(salesSummary([...days, { date: '2026-03-12', skusSold: 1 }])).toContain('16 SKUs sold in 4 days, 4 a day.');
    expect(salesSummary(days.slice(0, 2).concat({ date: '2026-03-11', skusSold: 1 }))).toContain('5.3 a day');
  });

  it('says so when nothing sold', () => {
    expect(salesSummary([{ date: '2026-03-09', skusSold: 0 }])).toBe('No sale on this day.');
  });
});
