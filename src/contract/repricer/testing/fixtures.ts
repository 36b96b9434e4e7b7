import type { Offer, StockSku } from '../market';
import { ALL_COMPETITORS, type Competition, type Condition, type RuleAction, type RuleLine, type Section } from '../rules';
import { DEFAULT_REPRICER_SETTINGS, type RepricerSettings } from '../settings';

/** The seller the engine tests price for. */
export const ME = 'A-ME';

/** A used, very good FBA copy at 20.00, bounds 8.00 to 60.00: the engine tests' common SKU. */
export function stockSku(overrides: Partial<StockSku> = {}): StockSku {
  return {
    sku: 'SKU-1',
    asin: '0306406152',
    isbn13: '9780306406157',
    title: 'The Quiet Harbor',
    channel: 'FBA',
    condition: 'used',
    subCondition: 'verygood',
    activeQty: 1,
    inboundQty: 0,
    reservedQty: 0,
    price: 2000,
    minPrice: 800,
    maxPrice: 6000,
    referencePrice: null,
    listPrice: 3500,
    ageDays: 40,
    soldDays: 12,
    salesRank: 120_000,
    note: null,
    ...overrides,
  };
}

/** A competitor's offer: a well-rated used FBA seller unless told otherwise. */
export function offer(sellerId: string, price: number, overrides: Partial<Offer> = {}): Offer {
  return {
    sellerId,
    sellerName: `Seller ${sellerId}`,
    channel: 'FBA',
    condition: 'used',
    subCondition: 'verygood',
    price,
    shipping: 0,
    buyBox: false,
    buyBoxEligible: true,
    feedbackRating: 98,
    feedbackCount: 5000,
    ...overrides,
  };
}

export function ruleLine(id: string, when: Condition[], then: RuleAction, competition: Competition = ALL_COMPETITORS): RuleLine {
  return { id, when, competition, then };
}

export function section(lines: RuleLine[], fallback: Section['fallback'] = { kind: 'KEEP' }): Section {
  return { name: 'Used FBA books', lines, fallback };
}

/** Defaults with the floor at 5.00 and the per-SKU price-war brake off. */
export const testSettings: RepricerSettings = { ...DEFAULT_REPRICER_SETTINGS, globalMinPrice: 500 };
