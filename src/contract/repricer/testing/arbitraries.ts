import fc from 'fast-check';
import { CHANNELS, MAIN_CONDITIONS, MARKETPLACE_SELLER_ID, SUB_CONDITIONS, type Offer, type StockSku } from '../market';
import {
  COMPARISONS,
  COMPETITOR_CHANNELS,
  FLAG_FIELDS,
  MATCH_SCOPES,
  NUMBER_FIELDS,
  type Adjustment,
  type Competition,
  type Condition,
  type RuleAction,
  type RuleLine,
  type Section,
} from '../rules';
import type { RepricerSettings } from '../settings';
import { ME } from './fixtures';

/** Generators for the repricer's property tests: any valid section, SKU, offers and settings. */

const cents = (max = 100_000) => fc.integer({ min: 0, max });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 4 });

export const conditionArbitrary: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constantFrom(...COMPARISONS),
    value: fc.integer({ min: -10, max: 2_000_000 }),
  }),
  fc.record({ field: fc.constantFrom(...FLAG_FIELDS), op: fc.constant('=' as const), value: fc.boolean() }),
);

export const competitionArbitrary: fc.Arbitrary<Competition> = fc.record({
  channel: fc.constantFrom(...COMPETITOR_CHANNELS),
  minFeedbackRating: maybe(fc.integer({ min: 0, max: 100 })),
  minFeedbackCount: maybe(fc.integer({ min: 0, max: 10_000 })),
});

const adjustmentArbitrary: fc.Arbitrary<Adjustment> = fc.oneof(
  fc.record({ unit: fc.constant('CENTS' as const), amount: fc.integer({ min: -2000, max: 2000 }) }),
  fc.record({ unit: fc.constant('PERCENT' as const), amount: fc.integer({ min: -9000, max: 9000 }) }),
);

export const actionArbitrary: fc.Arbitrary<RuleAction> = fc.oneof(
  fc.record({ kind: fc.constant('MATCH' as const), scope: fc.constantFrom(...MATCH_SCOPES), adjust: adjustmentArbitrary }),
  fc.record({ kind: fc.constant('BEAT_BUY_BOX' as const), by: cents(500) }),
  fc.record({ kind: fc.constant('FIXED' as const), price: cents() }),
  fc.constant({ kind: 'MAX' as const }),
  fc.constant({ kind: 'KEEP' as const }),
  fc.constant({ kind: 'SKIP' as const }),
  fc.record({ kind: fc.constant('TARGET_MARKETPLACE' as const), adjust: adjustmentArbitrary }),
);

const lineArbitrary: fc.Arbitrary<RuleLine> = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  when: fc.array(conditionArbitrary, { maxLength: 3 }),
  competition: competitionArbitrary,
  then: actionArbitrary,
});

export const sectionArbitrary: fc.Arbitrary<Section> = fc.record({
  name: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,'&-]{0,30}[A-Za-z0-9]$/),
  lines: fc.uniqueArray(lineArbitrary, { maxLength: 6, selector: (line) => line.id }),
  fallback: fc.oneof(fc.constant({ kind: 'KEEP' as const }), fc.record({ kind: fc.constant('FIXED' as const), price: cents() })),
});

export const skuArbitrary: fc.Arbitrary<StockSku> = fc.record({
  sku: fc.constant('SKU-P'),
  asin: fc.constant('0306406152'),
  isbn13: fc.constant('9780306406157'),
  title: fc.constant('Property book'),
  channel: fc.constantFrom(...CHANNELS),
  condition: fc.constantFrom(...MAIN_CONDITIONS),
  subCondition: fc.constantFrom(...SUB_CONDITIONS),
  activeQty: fc.integer({ min: 0, max: 5 }),
  inboundQty: fc.constant(0),
  reservedQty: fc.constant(0),
  price: cents(),
  minPrice: maybe(cents()),
  maxPrice: maybe(cents()),
  referencePrice: maybe(cents()),
  listPrice: maybe(cents()),
  ageDays: fc.integer({ min: 0, max: 2000 }),
  soldDays: maybe(fc.integer({ min: 0, max: 2000 })),
  salesRank: maybe(fc.integer({ min: 1, max: 10_000_000 })),
  note: fc.constant(null),
});

// One name per seller, as on the marketplace; S4's differs from S3's only in case and spacing.
const SELLER_NAMES: Record<string, string> = {
  S1: 'Bargain Bin',
  S2: 'Quiet Books',
  S3: 'Shelf Life',
  S4: ' shelf life',
  [ME]: 'My Books',
  [MARKETPLACE_SELLER_ID]: 'Marketplace',
};
const sellerArbitrary = fc.constantFrom(...Object.keys(SELLER_NAMES)).map((sellerId) => ({ sellerId, sellerName: SELLER_NAMES[sellerId]! }));

const offerArbitrary: fc.Arbitrary<Offer> = fc.record({
  seller: sellerArbitrary,
  channel: fc.constantFrom(...CHANNELS),
  condition: fc.constantFrom(...MAIN_CONDITIONS),
  subCondition: fc.constantFrom(...SUB_CONDITIONS),
  price: cents(),
  shipping: cents(600),
  buyBox: fc.boolean(),
  buyBoxEligible: fc.boolean(),
  feedbackRating: fc.integer({ min: 0, max: 100 }),
  feedbackCount: fc.integer({ min: 0, max: 10_000 }),
}).map(({ seller, ...offer }) => ({ ...seller, ...offer }));
export const offersArbitrary = fc.array(offerArbitrary, { maxLength: 8 });

const boundArbitrary = fc.oneof(
  fc.record({ unit: fc.constant('CENTS' as const), amount: cents() }),
  fc.record({ unit: fc.constant('PERCENT_OF_PRICE' as const), amount: fc.integer({ min: 0, max: 50_000 }) }),
);

export const settingsArbitrary: fc.Arbitrary<RepricerSettings> = fc.record({
  globalMinPrice: cents(5000),
  defaultMin: boundArbitrary,
  defaultMax: boundArbitrary,
  excludedSellers: fc.array(
    fc.oneof(
      fc.record({ sellerId: fc.constantFrom('S1', 'S2'), sellerName: fc.constant('') }),
      fc.record({ sellerId: fc.constant(null), sellerName: fc.constantFrom('bargain bin', 'Shelf Life') }),
    ),
    { maxLength: 2 },
  ),
  circuitBreaker: fc.record({ enabled: fc.boolean(), maxSharePercent: fc.integer({ min: 0, max: 100 }), dropPercent: fc.integer({ min: 0, max: 100 }) }),
  highCompetitionRisk: fc.record({
    enabled: fc.boolean(),
    minCompetitors: fc.integer({ min: 1, max: 5 }),
    maxDropPercent: fc.integer({ min: 0, max: 100 }),
  }),
});
