import { z } from 'zod/mini';

/**
 * What the marketplace tells Folio about one book: exactly the data the profit rules need, so the
 * same record answers book/stats/v3 on the server and gives an offline verdict from the snapshot.
 * Money is in cents, weight in tenths of a pound; a missing price means nobody offers it that way.
 */
export const catalogBookSchema = z.object({
  isbn13: z.string().check(z.regex(/^\d{13}$/)),
  asin: z.string(),
  title: z.string(),
  author: z.string(),
  /** Sales rank in Books; lower sells faster. Null when the book has never sold. */
  salesRank: z.nullable(z.int()),
  weight: z.int().check(z.positive()),
  buyBoxPrice: z.nullable(z.int()),
  lowestUsedPrice: z.nullable(z.int()),
  lowestNewPrice: z.nullable(z.int()),
  lowestFbaPrice: z.nullable(z.int()),
  /** Offers by kind, each counted once: merchant-fulfilled used, merchant-fulfilled new, marketplace-fulfilled. */
  usedOffers: z.int(),
  newOffers: z.int(),
  fbaOffers: z.int(),
});
export type CatalogBook = z.infer<typeof catalogBookSchema>;

export const PRICE_SOURCES = ['BUY_BOX', 'LOWEST_USED', 'LOWEST_NEW', 'LOWEST_FBA'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  BUY_BOX: 'Buy box',
  LOWEST_USED: 'Lowest used',
  LOWEST_NEW: 'Lowest new',
  LOWEST_FBA: 'Lowest FBA',
};

/**
 * Every offer the marketplace lists for the book, of every kind: the "sq" of a verdict and of the
 * search history. It depends on the book alone, so every device shows the same figure for it.
 */
export function allOffers(book: CatalogBook): number {
  return book.usedOffers + book.newOffers + book.fbaOffers;
}

/**
 * The price a book would sell at through a price source, and how many offers compete at it: what a
 * trigger's maxOffers limit counts. It differs between sources, so it is shown only as the figure of
 * that limit, never as the book's offer count.
 */
export function marketFor(book: CatalogBook, source: PriceSource): { price: number | null; offers: number } {
  switch (source) {
    case 'BUY_BOX':
      return { price: book.buyBoxPrice, offers: book.usedOffers + book.newOffers };
    case 'LOWEST_USED':
      return { price: book.lowestUsedPrice, offers: book.usedOffers };
    case 'LOWEST_NEW':
      return { price: book.lowestNewPrice, offers: book.newOffers };
    case 'LOWEST_FBA':
      return { price: book.lowestFbaPrice, offers: book.fbaOffers };
  }
}
