import { describe, expect, it } from 'vitest';
import { MARKETPLACE_SELLER_ID, landedPrice, offerSchema, stockSkuSchema, type Offer } from '../../src/contract';
import { asinOf } from './deriveBook';
import { inventorySizeOf } from './inventory';
import { BUY_BOX_MIN_FEEDBACK, OFFER_STEP_MS } from './offers';
import { catalogIsbn, createSimulatedMarketplace } from './simulator';

const marketplace = createSimulatedMarketplace();
const asins = Array.from({ length: 2000 }, (_, index) => asinOf(catalogIsbn(index)));
const at = new Date('2026-11-23T10:15:00Z');
const offersAt = (when: Date) => Promise.all(asins.map((asin) => marketplace.offersFor(asin, when)));
const holders = (offers: Offer[]) => offers.filter((offer) => offer.buyBox);

describe('offers', () => {
  it('are the same for the same book and hour, whenever in the hour they are asked', async () => {
    const first = await offersAt(at);
    expect(await offersAt(at)).toEqual(first);
    expect(await offersAt(new Date(at.getTime() + 40 * 60_000))).toEqual(first);
    for (const offers of first.slice(0, 200)) for (const offer of offers) expect(offerSchema.safeParse(offer).success).toBe(true);
  });

  it('move from one hour to the next: prices drift, sellers come and go', async () => {
    const now = await offersAt(at);
    const later = await offersAt(new Date(at.getTime() + OFFER_STEP_MS));
    const changed = now.filter((offers, index) => JSON.stringify(offers) !== JSON.stringify(later[index])).length;
    expect(changed / asins.length).toBeGreaterThan(0.5);
    const sellers = (list: Offer[][]) => list.map((offers) => offers.map((offer) => offer.sellerId).sort().join());
    const laterSellers = sellers(later);
    const sellerChanges = sellers(now).filter((ids, index) => ids !== laterSellers[index]).length;
    expect(sellerChanges).toBeGreaterThan(100);
  });

  it('give the buy box to exactly one eligible offer, the lowest landed price, whenever any is eligible', async () => {
    for (const offers of await offersAt(at)) {
      const eligible = offers.filter((offer) => offer.buyBoxEligible);
      expect(holders(offers)).toHaveLength(eligible.length > 0 ? 1 : 0);
      if (eligible.length === 0) continue;
      const holder = holders(offers)[0]!;
      expect(holder.buyBoxEligible).toBe(true);
      expect(Math.min(...eligible.map(landedPrice))).toBe(landedPrice(holder));
      for (const offer of offers) if (offer.sellerId !== MARKETPLACE_SELLER_ID) expect(offer.buyBoxEligible).toBe(offer.feedbackRating >= BUY_BOX_MIN_FEEDBACK);
    }
  });

  it('come lowest landed price first, include the marketplace on some books, and filter by condition', async () => {
    const all = await offersAt(at);
    for (const offers of all) {
      const landed = offers.map(landedPrice);
      expect(landed).toEqual([...landed].sort((a, b) => a - b));
    }
    const withMarketplace = all.filter((offers) => offers.some((offer) => offer.sellerId === MARKETPLACE_SELLER_ID)).length;
    expect(withMarketplace).toBeGreaterThan(20);
    expect(withMarketplace).toBeLessThan(400);
    const used = await marketplace.offersFor(asins[0]!, at, 'used');
    expect(used.every((offer) => offer.condition === 'used')).toBe(true);
    expect(await marketplace.offersFor('NOT-A-BOOK', at)).toEqual([]);
  });
});

describe('existing stock', () => {
  it('is derived from the seller id: its trailing number of SKUs, distinct, valid and the same every time', async () => {
    expect(inventorySizeOf('FOLIO-DEMO-20000')).toBe(20_000);
    expect(inventorySizeOf('NO-COUNT')).toBe(0);
    const stock = await marketplace.existingStock('TEST-SELLER-3000');
    expect(stock).toHaveLength(3000);
    expect(new Set(stock.map((sku) => sku.sku)).size).toBe(3000);
    expect(new Set(stock.map((sku) => sku.asin)).size).toBe(3000);
    for (const sku of stock) expect(stockSkuSchema.safeParse(sku).success).toBe(true);
    expect(await marketplace.existingStock('TEST-SELLER-3000')).toEqual(stock);
    expect((await marketplace.existingStock('OTHER-SELLER-3000'))[0]).not.toEqual(stock[0]);
    // Bounds hold where both are set, and some SKUs sit at their min.
    expect(stock.every((sku) => sku.minPrice === null || sku.maxPrice === null || sku.minPrice <= sku.maxPrice)).toBe(true);
    expect(stock.filter((sku) => sku.minPrice !== null && sku.price === sku.minPrice).length).toBeGreaterThan(100);
  });
});
