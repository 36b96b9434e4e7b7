import type { CatalogBook } from '../catalog';

/** A used book with every marketplace figure known: the verdict and profit tests' common case. */
export const quietHarbor: CatalogBook = {
  isbn13: '9780306406157',
  asin: '0306406152',
  title: 'The Quiet Harbor',
  author: 'Anna Whitaker',
  salesRank: 120_000,
  weight: 12,
  buyBoxPrice: 1250,
  lowestUsedPrice: 1000,
  lowestNewPrice: 1800,
  lowestFbaPrice: 1500,
  usedOffers: 8,
  newOffers: 3,
  fbaOffers: 2,
};

/** The nth of a run of plain catalog books, for snapshot pages: each with its own ISBN and ASIN. */
export const numberedBook = (n: number): CatalogBook => ({
  isbn13: `978000000${String(n).padStart(4, '0')}`,
  asin: `B0000${String(n).padStart(5, '0')}`,
  title: `Book ${n}`,
  author: 'A. Writer',
  salesRank: 1000,
  weight: 12,
  buyBoxPrice: 1500,
  lowestUsedPrice: 900,
  lowestNewPrice: null,
  lowestFbaPrice: null,
  usedOffers: 3,
  newOffers: 0,
  fbaOffers: 0,
});
