import { describe, expect, it } from 'vitest';
import { billablePounds, fbaFulfilmentFee, mediaMailCost, profitAt } from './profit';
import { DEFAULT_MEDIA_MAIL_RATES } from './rates';
import type { TriggerRule } from './triggers';
import { verdictFor } from './verdict';
import { quietHarbor } from './testing/books';

const rates = DEFAULT_MEDIA_MAIL_RATES;
const costs = { buyCost: 100, inboundCost: 50 };

const book = quietHarbor;

function rule(id: number, order: number, overrides: Partial<TriggerRule> = {}): TriggerRule {
  return {
    id,
    order,
    active: true,
    name: `Trigger ${id}`,
    colorCode: '#2f9e44',
    channel: 'MF',
    priceSource: 'LOWEST_USED',
    minProfit: null,
    maxSalesRank: null,
    maxOffers: null,
    minPrice: null,
    ...overrides,
  };
}

describe('billable weight', () => {
  it('counts whole pounds, rounded up, at least one', () => {
    expect([1, 10, 11, 20, 45].map(billablePounds)).toEqual([1, 1, 2, 2, 5]);
  });
});

describe('mediaMailCost', () => {
  it('charges the base rate for the first pound (3.65 by default)', () => {
    expect(mediaMailCost(10, 1000, rates)).toBe(365);
    expect(mediaMailCost(3, 1000, rates)).toBe(365);
  });

  it('adds the initial tier up to the break point and the later tier past it', () => {
    // 8 lb: 3.65 + 6 × 0.70 (pounds 2 to 7) + 1 × 0.70 (pound 8).
    expect(mediaMailCost(80, 2000, rates)).toBe(365 + 6 * 70 + 1 * 70);
    const tiered = { ...rates, breakPoint: 3, additionInitialTier: 50, additionLaterTier: 100 };
    expect(mediaMailCost(50, 2000, tiered)).toBe(365 + 2 * 50 + 2 * 100);
  });

  it('takes the low-price reduction off books priced below the activation point, when enabled', () => {
    expect(mediaMailCost(10, 999, rates)).toBe(365 - 77);
    expect(mediaMailCost(10, 1000, rates)).toBe(365);
    expect(mediaMailCost(10, 999, { ...rates, lowPriceEnabled: false })).toBe(365);
    expect(mediaMailCost(10, 100, { ...rates, baseRate: 50 })).toBe(0);
  });
});

describe('fbaFulfilmentFee', () => {
  it('charges the first pound and each started pound after it', () => {
    expect(fbaFulfilmentFee(10)).toBe(322);
    expect(fbaFulfilmentFee(25)).toBe(322 + 2 * 40);
  });
});

describe('profitAt', () => {
  it('for a merchant-fulfilled book: price plus shipping credit, less referral, closing fee, postage and buy cost', () => {
    // 10.00 + 3.99 = 13.99; referral 15% = 2.10; closing 1.80; media mail 3.65; buy 1.00.
    expect(profitAt(1000, 10, 'MF', costs, rates)).toBe(1399 - 210 - 180 - 365 - 100);
  });

  it('for FBA: price less referral, closing fee, fulfilment fee, inbound shipping by weight and buy cost', () => {
    // 20.00; referral 3.00; closing 1.80; fulfilment 2 lb 3.62; inbound 1.5 lb × 0.50 = 0.75; buy 1.00.
    expect(profitAt(2000, 15, 'FBA', costs, rates)).toBe(2000 - 300 - 180 - 362 - 75 - 100);
  });

  it('falls by exactly the buy cost added', () => {
    expect(profitAt(1500, 20, 'MF', costs, rates) - profitAt(1500, 20, 'MF', { ...costs, buyCost: 350 }, rates)).toBe(250);
  });
});

describe('verdictFor', () => {
  it('accepts with the first active trigger that matches, by order rather than by list position', () => {
    const triggers = [
      rule(1, 3, { name: 'Late' }),
      rule(2, 1, { name: 'Too greedy', minProfit: 100_000 }),
      rule(3, 2, { name: 'Winner', colorCode: '#1c7ed6', priceSource: 'LOWEST_FBA', channel: 'FBA' }),
    ];
    expect(verdictFor(book, triggers, costs, rates)).toEqual({
      status: 'ACCEPTED',
      triggerId: 3,
      triggerName: 'Winner',
      triggerColorCode: '#1c7ed6',
      profit: profitAt(1500, 12, 'FBA', costs, rates),
      price: 1500,
      sr: 120_000,
      sq: 13,
      rejection: null,
    });
  });

  it('ignores inactive triggers', () => {
    const triggers = [rule(1, 1, { active: false, name: 'Off' }), rule(2, 2, { name: 'On' })];
    expect(verdictFor(book, triggers, costs, rates).triggerName).toBe('On');
    expect(verdictFor(book, [rule(1, 1, { active: false })], costs, rates)).toMatchObject({ status: 'REJECTED', profit: null });
  });

  it('never matches on a price nobody offers, even with no limits', () => {
    const noFba = { ...book, lowestFbaPrice: null, fbaOffers: 0 };
    const verdict = verdictFor(noFba, [rule(1, 1, { priceSource: 'LOWEST_FBA', channel: 'FBA' })], costs, rates);
    // With no price at its source, the rejected scan shows the buy box instead.
    expect(verdict).toMatchObject({ status: 'REJECTED', price: 1250, profit: null, sq: 11 });
    expect(verdict.rejection!.closest!.failed).toEqual([{ limit: 'priceSource', actual: null, required: null }]);
  });

  it('checks each limit that is set: profit, price, offers and rank (an unranked book fails a rank limit)', () => {
    const profit = profitAt(1000, 12, 'MF', costs, rates);
    const status = (overrides: Partial<TriggerRule>, subject = book) => verdictFor(subject, [rule(1, 1, overrides)], costs, rates).status;
    expect(status({ minProfit: profit })).toBe('ACCEPTED');
    expect(status({ minProfit: profit + 1 })).toBe('REJECTED');
    expect(status({ minPrice: 1000 })).toBe('ACCEPTED');
    expect(status({ minPrice: 1001 })).toBe('REJECTED');
    expect(status({ maxOffers: 8 })).toBe('ACCEPTED');
    expect(status({ maxOffers: 7 })).toBe('REJECTED');
    expect(status({ maxSalesRank: 120_000 })).toBe('ACCEPTED');
    expect(status({ maxSalesRank: 119_999 })).toBe('REJECTED');
    expect(status({ maxSalesRank: 5_000_000 }, { ...book, salesRank: null })).toBe('REJECTED');
    expect(status({}, { ...book, salesRank: null })).toBe('ACCEPTED');
  });

  it('rejects with the figures of the closest trigger when none matches', () => {
    const triggers = [
      rule(1, 1, { active: false, priceSource: 'LOWEST_NEW' }),
      rule(2, 2, { minProfit: 100_000, maxOffers: 1, priceSource: 'BUY_BOX' }),
      rule(3, 3, { name: 'Close', minProfit: 100_000 }),
    ];
    expect(verdictFor(book, triggers, costs, rates)).toEqual({
      status: 'REJECTED',
      triggerId: null,
      triggerName: null,
      triggerColorCode: null,
      profit: profitAt(1000, 12, 'MF', costs, rates),
      price: 1000,
      sr: 120_000,
      sq: 13,
      rejection: {
        kind: 'NO_MATCH',
        activeTriggers: 2,
        closest: {
          triggerId: 3,
          triggerName: 'Close',
          priceSource: 'LOWEST_USED',
          failed: [{ limit: 'minProfit', actual: profitAt(1000, 12, 'MF', costs, rates), required: 100_000 }],
        },
      },
    });
  });

  it('rejects with the buy box and says no trigger is active when the device has none', () => {
    const none = { kind: 'NO_ACTIVE_TRIGGER', activeTriggers: 0, closest: null };
    expect(verdictFor(book, [], costs, rates)).toMatchObject({ status: 'REJECTED', profit: null, price: 1250, sq: 13, rejection: none });
    expect(verdictFor(book, [rule(1, 1, { active: false })], costs, rates).rejection).toEqual(none);
  });
});

describe('why a book was rejected', () => {
  const failedOf = (overrides: Partial<TriggerRule>, subject = book) =>
    verdictFor(subject, [rule(1, 1, overrides)], costs, rates).rejection!.closest!.failed;
  const profit = profitAt(1000, 12, 'MF', costs, rates);

  it('names every failed limit with the book\'s figure and the bound, in the order profit, price, offers, rank', () => {
    expect(failedOf({ maxSalesRank: 100_000, maxOffers: 7, minPrice: 1500, minProfit: profit + 1 })).toEqual([
      { limit: 'minProfit', actual: profit, required: profit + 1 },
      { limit: 'minPrice', actual: 1000, required: 1500 },
      { limit: 'maxOffers', actual: 8, required: 7 },
      { limit: 'maxSalesRank', actual: 120_000, required: 100_000 },
    ]);
    expect(failedOf({ maxSalesRank: 100_000, minProfit: profit })).toEqual([{ limit: 'maxSalesRank', actual: 120_000, required: 100_000 }]);
  });

  it('says the book has no rank, and no price at the source, instead of judging what cannot be judged', () => {
    expect(failedOf({ maxSalesRank: 1_000_000 }, { ...book, salesRank: null })).toEqual([{ limit: 'maxSalesRank', actual: null, required: 1_000_000 }]);
    expect(failedOf({ minProfit: 500, maxOffers: 0, maxSalesRank: 1 }, { ...book, lowestUsedPrice: null })).toEqual([
      { limit: 'priceSource', actual: null, required: null },
      { limit: 'maxSalesRank', actual: 120_000, required: 1 },
    ]);
  });

  it('counts offers at the trigger\'s source for its limit, but shows every offer as the book\'s figure', () => {
    for (const priceSource of ['BUY_BOX', 'LOWEST_USED', 'LOWEST_NEW', 'LOWEST_FBA'] as const) {
      const verdict = verdictFor(book, [rule(1, 1, { priceSource, maxOffers: 0 })], costs, rates);
      expect(verdict.sq).toBe(8 + 3 + 2);
      expect(verdict.rejection!.closest!.failed[0]!.actual).toBe({ BUY_BOX: 11, LOWEST_USED: 8, LOWEST_NEW: 3, LOWEST_FBA: 2 }[priceSource]);
    }
  });

  it('picks the trigger with the fewest failed limits, then one with a price, then the higher one', () => {
    const closest = (...triggers: TriggerRule[]) => verdictFor(book, triggers, costs, rates).rejection!.closest!.triggerId;
    const twoFailed = { minProfit: 100_000, minPrice: 100_000 };
    const oneFailed = { minProfit: 100_000 };
    const noPrice = { priceSource: 'LOWEST_FBA' as const };
    const fbaless = { ...book, lowestFbaPrice: null };
    expect(closest(rule(1, 1, twoFailed), rule(2, 2, oneFailed), rule(3, 3, oneFailed))).toBe(2);
    expect(closest(rule(1, 1, oneFailed), rule(2, 2, twoFailed))).toBe(1);
    expect(verdictFor(fbaless, [rule(1, 1, noPrice), rule(2, 2, oneFailed)], costs, rates).rejection!.closest!.triggerId).toBe(2);
    expect(verdictFor(fbaless, [rule(1, 1, noPrice), rule(2, 2, twoFailed)], costs, rates).rejection!.closest!.triggerId).toBe(1);
  });
});
