import { describe, expect, it } from 'vitest';
import type { RuleAction } from '../rules';
import { ME, offer, ruleLine, section, stockSku, testSettings } from '../testing/fixtures';
import { priceSku, type PricingInput } from './priceSku';

const input = (then: RuleAction, overrides: Partial<PricingInput> = {}): PricingInput => ({
  sku: stockSku(),
  offers: [offer('S1', 1500), offer(ME, 2000)],
  section: section([ruleLine('only', [], then)]),
  settings: testSettings,
  sellerId: ME,
  ...overrides,
});

describe('priceSku edges', () => {
  it('rounds a percent adjustment to whole cents', () => {
    // 1500 - 3.33% = 1450.05 -> 1450.
    expect(priceSku(input({ kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'PERCENT', amount: -333 } })).newPrice).toBe(1450);
  });

  it('answers INVALID_RULE naming the line for an action it does not know', () => {
    const decision = priceSku(input({ kind: 'UNDERCUT' } as unknown as RuleAction));
    expect(decision).toMatchObject({ outcome: 'INVALID_RULE', failure: 'INVALID_RULE_SET', lineId: 'only', newPrice: 2000 });
    expect(decision.trail).toEqual([{ lineId: 'only', check: 'FAIL', compared: [], note: 'invalid: unknown action UNDERCUT' }]);
  });

  it('answers an INTERNAL_ERROR decision, holding the price, when something unexpected throws', () => {
    const broken = input({ kind: 'KEEP' }, { offers: [null as unknown as ReturnType<typeof offer>] });
    expect(priceSku(broken)).toMatchObject({ state: 'INTERNAL_ERROR', code: 'INTERNAL_ERROR', failure: 'INTERNAL_ERROR', newPrice: 2000, previousPrice: 2000 });
  });

  it('says TARGET_SELLER_EXCLUDED only when the excluded seller was below the price followed', () => {
    const settings = { ...testSettings, excludedSellers: [{ sellerId: 'S9', sellerName: '' }] };
    const match = { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } } as const;
    expect(priceSku(input(match, { settings, offers: [offer('S9', 1000), offer('S1', 1500)] })).code).toBe('TARGET_SELLER_EXCLUDED');
    expect(priceSku(input(match, { settings, offers: [offer('S9', 1800), offer('S1', 1500)] })).code).toBe('SUCCESS');
  });

  it("never treats the seller's own offers as competition, in any condition", () => {
    const decision = priceSku(input({ kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: 0 } }, {
      offers: [offer(ME, 900, { subCondition: 'good' }), offer('S1', 1500)],
    }));
    expect(decision.newPrice).toBe(1500);
  });

  it('fails BEAT_BUY_BOX to the next line when the seller already holds the buy box', () => {
    const decision = priceSku(input({ kind: 'BEAT_BUY_BOX', by: 5 }, { offers: [offer('S1', 1500), offer(ME, 2000, { buyBox: true })] }));
    expect(decision.trail[0]).toMatchObject({ check: 'FAIL', note: 'BEAT_BUY_BOX: seller holds the buy box' });
    expect(decision).toMatchObject({ state: 'NO_RULE_MATCH', code: 'FALLBACK_PRICE_EXISTS', reasons: ['BB_OWNER'] });
  });

  it('says the seller is above the marketplace when it is', () => {
    const decision = priceSku(input({ kind: 'KEEP' }, { offers: [offer('MARKETPLACE', 1800, { buyBox: true }), offer(ME, 2000)] }));
    expect(decision.reasons).toEqual(['AMAZON_OFFER_EXISTS', 'SELF_PRICE_HIGHER_THAN_AMAZON']);
  });

  it('reads the reference price, never the current one, for a line on the price', () => {
    const line = ruleLine('cheap', [{ field: 'price', op: '<', value: 1000 }], { kind: 'MAX' });
    const sku = stockSku({ price: 6000, referencePrice: 900 });
    const decision = priceSku(input({ kind: 'KEEP' }, { sku, section: section([line]) }));
    expect(decision.trail[0]).toMatchObject({ check: 'SUCCESS', compared: [{ field: 'price', actual: 900, holds: true }] });
    expect(decision.bounds).toEqual({ reference: 900, min: 800, globalMin: 500, max: 6000 });
  });

  it('weighs the same drop for the price-war brake on a rerun as on the first run', () => {
    // 50.00 above its own max of 40.00, told to go to 30.00 on a crowded page: a 25% drop from the
    // 40.00 the guards would hold it at, within the brake's 30%, on this run and on the next.
    const settings = { ...testSettings, highCompetitionRisk: { enabled: true, minCompetitors: 1, maxDropPercent: 30 } };
    const first = priceSku(input({ kind: 'FIXED', price: 3000 }, { sku: stockSku({ price: 5000, maxPrice: 4000 }), settings }));
    const rerun = priceSku(input({ kind: 'FIXED', price: 3000 }, { sku: stockSku({ price: first.newPrice, maxPrice: 4000, referencePrice: 5000 }), settings }));
    expect([first.newPrice, rerun.newPrice]).toEqual([3000, 3000]);
  });
});
