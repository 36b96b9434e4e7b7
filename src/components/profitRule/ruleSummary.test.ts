import { describe, expect, it } from 'vitest';
import { ruleSummary } from './ruleSummary';

const base = { channel: 'MF', priceSource: 'LOWEST_USED', minProfit: null, minPrice: null, maxSalesRank: null, maxOffers: null } as const;

describe('ruleSummary', () => {
  it('lists every set limit on one line', () => {
    expect(ruleSummary({ ...base, minProfit: 300, maxSalesRank: 1_000_000, maxOffers: 20 })).toBe(
      'MF · Lowest used · profit ≥ $3.00 · rank ≤ 1,000,000 · ≤ 20 offers',
    );
  });

  it('shows the minimum price and a loss floor in dollars', () => {
    expect(ruleSummary({ ...base, channel: 'FBA', priceSource: 'BUY_BOX', minProfit: -150, minPrice: 1000 })).toBe(
      'FBA · Buy box · profit ≥ -$1.50 · price ≥ $10.00',
    );
  });

  it('says so when nothing limits the trigger', () => {
    expect(ruleSummary({ ...base, priceSource: 'LOWEST_FBA' })).toBe('MF · Lowest FBA · no limits');
  });

  it('keeps a zero limit, which does filter', () => {
    expect(ruleSummary({ ...base, minProfit: 0, maxOffers: 1 })).toBe('MF · Lowest used · profit ≥ $0.00 · ≤ 1 offer');
  });
});
