import { MARKETPLACE_SELLER_ID } from '../../market';
import type { Condition, RuleLine } from '../../rules';
import { ME, offer, ruleLine, section, stockSku, testSettings } from '../../testing/fixtures';
import type { PricingInput } from '../priceSku';

/** The golden cases: each named after the rule it shows; trails.md holds what the engine said. */

const rankUpTo = (value: number): Condition => ({ field: 'salesRank', op: '<=', value });
const flag = (field: 'buyBoxOwned' | 'marketplaceOffering', value: boolean): Condition => ({ field, op: '=', value });
const matchCondition = (id: string, amount = -1): RuleLine =>
  ruleLine(id, [], { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount } });
const fbaOnly = { channel: 'FBA', minFeedbackRating: null, minFeedbackCount: null } as const;

const base = (overrides: Partial<PricingInput>): PricingInput => ({
  sku: stockSku(),
  offers: [offer('S1', 1500), offer(ME, 2000)],
  section: section([matchCondition('match-used')]),
  settings: testSettings,
  sellerId: ME,
  ...overrides,
});

export const GOLDEN_CASES: [string, PricingInput][] = [
  ['match lowest used FBA minus 1 cent', base({
    section: section([ruleLine('fba-low', [rankUpTo(1_000_000)], { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } }, fbaOnly)]),
    offers: [offer('S1', 1500), offer('S2', 1000, { channel: 'MFN', shipping: 399 }), offer(ME, 2000)],
  })],
  ['rank outside the range falls to the next line', base({
    section: section([ruleLine('fast-sellers', [rankUpTo(100_000)], { kind: 'FIXED', price: 3000 }), matchCondition('match-used')]),
  })],
  ['buy box owned is paused', base({
    section: section([ruleLine('bb-owned', [flag('buyBoxOwned', true)], { kind: 'KEEP' }), matchCondition('match-used')]),
    offers: [offer('S1', 1500), offer(ME, 2000, { buyBox: true })],
  })],
  ['excluded seller ignored', base({
    offers: [offer('S1', 900, { sellerName: 'Bargain Bin' }), offer('S2', 1500), offer(ME, 2000)],
    settings: { ...testSettings, excludedSellers: [{ sellerId: null, sellerName: 'bargain bin' }] },
  })],
  ['global min clamps', base({ sku: stockSku({ minPrice: 200 }), offers: [offer('S1', 300), offer(ME, 2000)] })],
  ['sku min clamps', base({ offers: [offer('S1', 700), offer(ME, 2000)] })],
  ['fixed price above max is bounded at max', base({ section: section([ruleLine('fixed', [], { kind: 'FIXED', price: 9000 })]) })],
  ['fixed price is paused as Fixed Price Set', base({ section: section([ruleLine('fixed', [], { kind: 'FIXED', price: 2500 })]) })],
  ['invalid rule names its line', base({
    section: section([
      ruleLine('old-rank', [{ field: 'weight', op: '<', value: 10 } as unknown as Condition], { kind: 'KEEP' }),
      matchCondition('match-used'),
    ]),
  })],
  ['no competitor in the sub-condition fails to the next line', base({
    section: section([ruleLine('same-sub', [], { kind: 'MATCH', scope: 'SUB_CONDITION', adjust: { unit: 'CENTS', amount: -1 } }), matchCondition('match-used')]),
    offers: [offer('S1', 1500, { subCondition: 'good' }), offer(ME, 2000)],
  })],
  ['alone in the condition goes to max', base({
    section: section([ruleLine('alone', [{ field: 'offers', op: '=', value: 0 }], { kind: 'MAX' }), matchCondition('match-used')]),
    offers: [offer('S1', 2500, { condition: 'new', subCondition: 'new' }), offer(ME, 2000)],
  })],
  ['no rule match keeps the price', base({
    section: section([ruleLine('slow-only', [{ field: 'soldDays', op: '>', value: 90 }], { kind: 'MAX' })]),
  })],
  ['no rule match sets the fallback price', base({
    section: section([ruleLine('slow-only', [{ field: 'soldDays', op: '>', value: 90 }], { kind: 'MAX' })], { kind: 'FIXED', price: 2500 }),
  })],
  ['empty offers is No Offers', base({ offers: [] })],
  ['only my own offer and no line for it is No Offers', base({ offers: [offer(ME, 2000)] })],
  ['target the marketplace minus 1 percent', base({
    section: section([ruleLine('amazon', [flag('marketplaceOffering', true)], { kind: 'TARGET_MARKETPLACE', adjust: { unit: 'PERCENT', amount: -100 } })]),
    offers: [offer(MARKETPLACE_SELLER_ID, 1800, { sellerName: 'Marketplace', buyBox: true }), offer('S1', 1500, { condition: 'new', subCondition: 'new' }), offer(ME, 2000)],
  })],
  ['beat the buy box by 5 cents', base({
    section: section([ruleLine('beat-bb', [], { kind: 'BEAT_BUY_BOX', by: 5 })]),
    offers: [offer('S1', 1500, { condition: 'new', subCondition: 'new' }), offer('S3', 1600, { channel: 'MFN', shipping: 399, buyBox: true }), offer(ME, 2000)],
  })],
  ['low-feedback sellers ignored', base({
    section: section([ruleLine('good-sellers', [], { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } }, { channel: 'ANY', minFeedbackRating: 90, minFeedbackCount: null })]),
    offers: [offer('S1', 1000, { feedbackRating: 80 }), offer('S2', 1400), offer(ME, 2000)],
  })],
  ['merchant-fulfilled match takes off my own shipping', base({
    sku: stockSku({ channel: 'MFN' }),
    section: section([ruleLine('mfn-sub', [], { kind: 'MATCH', scope: 'CHANNEL_SUB_CONDITION', adjust: { unit: 'CENTS', amount: -1 } })]),
    offers: [offer('S1', 1000), offer('S2', 1500, { channel: 'MFN', shipping: 399 }), offer(ME, 2000, { channel: 'MFN', shipping: 399 })],
  })],
  ['min above max is refused as an invalid rule', base({ sku: stockSku({ minPrice: 5000, maxPrice: 4000 }) })],
  ['price war on a crowded page is paused', base({
    offers: [offer('S1', 900), offer('S2', 950), offer('S3', 990), offer(ME, 2000)],
    settings: { ...testSettings, highCompetitionRisk: { enabled: true, minCompetitors: 3, maxDropPercent: 30 } },
  })],
  ['no section for the group', base({ section: null })],
  ['skip leaves the SKU out of the run', base({
    section: section([ruleLine('new-listings', [{ field: 'ageDays', op: '<', value: 60 }], { kind: 'SKIP' }), matchCondition('match-used')]),
  })],
];
