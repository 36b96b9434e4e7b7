import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_CHECKS, REASON_CODES, RESULT_CODES, RUN_OUTCOMES, stateOfCode } from '../codes';
import { referencePriceOf, type StockSku } from '../market';
import { sectionSchema } from '../rules';
import { repricerSettingsSchema } from '../settings';
import { offersArbitrary, sectionArbitrary, settingsArbitrary, skuArbitrary } from '../testing/arbitraries';
import { ME } from '../testing/fixtures';
import { repricingDecisionSchema } from './decision';
import { boundsOf } from './guards';
import { priceSku } from './priceSku';

/**
 * The engine's promises for any valid section, SKU, offers and settings: the price stays within
 * the SKU's bounds, and every decision speaks the spec's vocabulary with a state that fits its code.
 */
const inputArbitrary = fc.record({
  sku: skuArbitrary,
  offers: offersArbitrary,
  section: fc.option(sectionArbitrary, { nil: null, freq: 10 }),
  settings: settingsArbitrary,
  sellerId: fc.constant(ME),
});

describe('priceSku, for any input', () => {
  it('generates only valid sections and settings', () => {
    fc.assert(
      fc.property(sectionArbitrary, settingsArbitrary, (section, settings) => {
        expect(sectionSchema.safeParse(section).success).toBe(true);
        expect(repricerSettingsSchema.safeParse(settings).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the price within [max(min, global min), max], or refuses inconsistent bounds and holds it', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const decision = priceSku(input);
        const { min, globalMin, max } = boundsOf(input.sku, input.settings);
        expect(decision.state).not.toBe('INTERNAL_ERROR');
        expect(Number.isSafeInteger(decision.newPrice)).toBe(true);
        if (Math.max(min, globalMin) > max) {
          expect(decision.outcome).toBe('INVALID_RULE');
          expect(decision.failure).toBe('INVALID_RULE_SET');
          expect(decision.newPrice).toBe(input.sku.price);
        } else {
          expect(decision.newPrice).toBeGreaterThanOrEqual(Math.max(min, globalMin));
          expect(decision.newPrice).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('answers with a spec code whose state is the decision state, spec reasons and a line check per line tried', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const decision = priceSku(input);
        expect(repricingDecisionSchema.safeParse(decision).success).toBe(true);
        expect(RESULT_CODES).toContain(decision.code);
        expect(stateOfCode(decision.code)).toBe(decision.state);
        expect(RUN_OUTCOMES).toContain(decision.outcome);
        for (const reason of decision.reasons) expect(REASON_CODES).toContain(reason);
        expect(new Set(decision.reasons).size).toBe(decision.reasons.length);
        for (const line of decision.trail) expect(LINE_CHECKS).toContain(line.check);
        if (decision.trail.length > 0) expect(decision.trail.map((line) => line.lineId)).toEqual(input.section!.lines.map((line) => line.id));
        // A bounded price names the bound it met.
        if (decision.state === 'BOUNDED') expect(decision.guards.some((step) => step.before !== step.after)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('never follows an excluded seller or the seller itself', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const decision = priceSku(input);
        const excluded = input.settings.excludedSellers;
        const excludedIds = new Set(
          input.offers
            .filter((offer) => excluded.some((each) => (each.sellerId === null ? each.sellerName.trim().toLowerCase() === offer.sellerName.trim().toLowerCase() : each.sellerId === offer.sellerId)))
            .map((offer) => offer.sellerId),
        );
        for (const line of decision.trail) {
          const followed = /\((\S+)\)$/.exec(line.note ?? '')?.[1];
          if (followed !== undefined) {
            expect(followed).not.toBe(ME);
            expect(excludedIds.has(followed)).toBe(false);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});

/**
 * What a run leaves on a SKU, as the stock source lays it back: the new price, and once the price
 * changed, the reference it was priced by (the listed price, or the seller's own) kept beside it.
 */
const repriced = (sku: StockSku, price: number): StockSku => (price === sku.price ? sku : { ...sku, price, referencePrice: referencePriceOf(sku) });

describe('priceSku, run after run on a fixed market', () => {
  it('keeps every price within the bounds of the first run, and run n+1 equals run n', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 2, max: 6 }), (input, runs) => {
        const first = priceSku(input);
        const { min, globalMin, max } = boundsOf(input.sku, input.settings);
        const conflicting = Math.max(min, globalMin) > max;
        let sku = input.sku;
        let previous = first;
        for (let run = 1; run <= runs; run++) {
          const decision = run === 1 ? first : priceSku({ ...input, sku });
          expect(decision.bounds, `run ${run}`).toEqual(first.bounds);
          if (conflicting) {
            expect(decision.newPrice, `run ${run}`).toBe(input.sku.price);
          } else {
            expect(decision.newPrice, `run ${run}`).toBeGreaterThanOrEqual(Math.max(min, globalMin));
            expect(decision.newPrice, `run ${run}`).toBeLessThanOrEqual(max);
          }
          if (run > 1) expect(decision.newPrice, `run ${run}`).toBe(previous.newPrice);
          sku = repriced(sku, decision.newPrice);
          previous = decision;
        }
      }),
      { numRuns: 3000 },
    );
  });
});
