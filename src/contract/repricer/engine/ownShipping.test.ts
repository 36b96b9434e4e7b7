import { describe, expect, it } from 'vitest';
import { landedPrice, STANDARD_MEDIA_SHIPPING, type Channel } from '../market';
import type { RuleAction } from '../rules';
import { DEFAULT_REPRICER_SETTINGS } from '../settings';
import { ME, offer, ruleLine, section, stockSku, testSettings } from '../testing/fixtures';
import { priceSku } from './priceSku';

/**
 * Offers are compared on landed price, item price plus shipping, on both sides: the competitor's
 * shipping from its offer, the seller's from the settings (the marketplace never lists the
 * seller's own offer). A merchant-fulfilled copy charges the standard media shipping by default.
 */
const MATCH: RuleAction = { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: 0 } };
const BEAT_BY_1: RuleAction = { kind: 'MATCH', scope: 'CONDITION', adjust: { unit: 'CENTS', amount: -1 } };
/** A floor low enough to let cheap books be matched. */
const settings = { ...testSettings, globalMinPrice: 100 };

function priced(mine: Channel, then: RuleAction, lowest: { channel: Channel; price: number }, chosen = settings) {
  const competitor = offer('S1', lowest.price, { channel: lowest.channel, shipping: lowest.channel === 'MFN' ? STANDARD_MEDIA_SHIPPING : 0 });
  const decision = priceSku({
    sku: stockSku({ channel: mine, price: 2000, minPrice: 100, maxPrice: 9000 }),
    offers: [competitor, offer('S2', 5000)],
    section: section([ruleLine('only', [], then)]),
    settings: chosen,
    sellerId: ME,
  });
  const landed = decision.newPrice + chosen.ownShipping[mine];
  return { price: decision.newPrice, landed, target: landedPrice(competitor) };
}

describe("the seller's own shipping in landed-price matching", () => {
  it('defaults to the standard media shipping on merchant-fulfilled copies and none on FBA', () => {
    expect(DEFAULT_REPRICER_SETTINGS.ownShipping).toEqual({ FBA: 0, MFN: STANDARD_MEDIA_SHIPPING });
    expect(STANDARD_MEDIA_SHIPPING).toBe(399);
  });

  // [my channel, the lowest offer's channel and item price, the item price matching it, beating it by 1¢]
  const cases: [Channel, Channel, number, number, number][] = [
    ['MFN', 'MFN', 352, 352, 351], // 3.52 + 3.99 shipping: the same item price lands the same
    ['MFN', 'FBA', 800, 401, 400], // 8.00 shipped free: 4.01 + 3.99 lands at 8.00
    ['FBA', 'MFN', 352, 751, 750], // 3.52 + 3.99 lands at 7.51, which an FBA copy charges in full
    ['FBA', 'FBA', 800, 800, 799],
  ];
  for (const [mine, theirs, theirPrice, match, beat] of cases) {
    it(`${mine} against the lowest ${theirs} offer at ${theirPrice}: matches at ${match}, beats by 1¢ at ${beat}`, () => {
      const matched = priced(mine, MATCH, { channel: theirs, price: theirPrice });
      expect(matched).toMatchObject({ price: match, landed: matched.target });
      const beaten = priced(mine, BEAT_BY_1, { channel: theirs, price: theirPrice });
      expect(beaten).toMatchObject({ price: beat, landed: beaten.target - 1 });
    });
  }

  it('takes the shipping the seller set for the channel', () => {
    const own = { ...settings, ownShipping: { FBA: 0, MFN: 450 } };
    expect(priced('MFN', BEAT_BY_1, { channel: 'MFN', price: 352 }, own)).toEqual({ price: 300, landed: 750, target: 751 });
  });

  it("never takes the seller's shipping from an offer of the seller's in the list", () => {
    const decision = priceSku({
      sku: stockSku({ channel: 'MFN', minPrice: 100 }),
      offers: [offer('S1', 352, { channel: 'MFN', shipping: STANDARD_MEDIA_SHIPPING }), offer(ME, 2000, { channel: 'MFN', shipping: 0 })],
      section: section([ruleLine('only', [], BEAT_BY_1)]),
      settings,
      sellerId: ME,
    });
    expect(decision.newPrice).toBe(351);
  });
});
