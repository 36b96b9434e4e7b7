import { expect, it } from 'vitest';
import { landedPrice, type MainCondition } from '../../../src/contract';
import { deriveBook } from '../deriveBook';
import { catalogIsbn } from '../simulator';
import type { ConformanceArea } from './subject';

/** A catalog book that many sellers offer both used and new: each condition has offers at any hour. */
function busyBook() {
  for (let index = 0; index < 5000; index++) {
    const book = deriveBook(catalogIsbn(index));
    if (book.usedOffers >= 8 && book.newOffers >= 8) return book;
  }
  throw new Error('No busy book in the catalog');
}

export const offersConformance: ConformanceArea = (subject) => {
  it('answers the offers on a book by condition, lowest landed price first, with shipping and channel', async () => {
    const book = busyBook();
    for (const condition of ['used', 'new'] as MainCondition[]) {
      const offers = await subject().asSeller(() => subject().marketplace.offersFor(book.asin, new Date(), condition));
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((offer) => offer.condition === condition)).toBe(true);
      expect(offers.every((offer) => (offer.channel === 'FBA' ? offer.shipping === 0 : offer.shipping > 0))).toBe(true);
      const landed = offers.map(landedPrice);
      expect(landed).toEqual([...landed].sort((a, b) => a - b));
      expect(offers.filter((offer) => offer.buyBox).length).toBeLessThanOrEqual(1);
    }
  });

  it('answers no offers for an ASIN nobody sells', async () => {
    expect(await subject().asSeller(() => subject().marketplace.offersFor('BNOTLISTED', new Date(), 'used'))).toEqual([]);
  });
};
