import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { queryFlag, text } from '../fields';
import { catalogBookSchema } from './catalog';
import { verdictSchema } from './verdict';

export const QUERY_TYPES = ['ISBN', 'EAN', 'UPC', 'ASIN'] as const;

const flag = z.optional(queryFlag);

/** The snapshot is fetched in pages so that the download shows progress and survives a drop. */
export const CATALOG_SNAPSHOT_PAGE_SIZE = 5_000;

export const bookStatsSchema = z.object({
  /** False when the marketplace does not list the code: the "no way" of the scan screen. */
  found: z.boolean(),
  book: z.nullable(catalogBookSchema),
  verdict: z.nullable(verdictSchema),
});
export type BookStats = z.infer<typeof bookStatsSchema>;

/**
 * What an offline catalog holds: the marketplace's whole catalog (the simulator's download), or, on
 * a marketplace with no bulk download (the Selling Partner API), the books this seller's account
 * looked up and listed, which Folio keeps and refreshes on the server.
 */
export const CATALOG_COVERAGES = ['MARKETPLACE', 'SELLER_BOOKS'] as const;
export type CatalogCoverage = (typeof CATALOG_COVERAGES)[number];

export const catalogSnapshotPageSchema = z.object({
  /** Changes when the marketplace data changes; a stored snapshot of another version is refreshed. */
  version: z.string(),
  coverage: z.enum(CATALOG_COVERAGES),
  page: z.int(),
  pageCount: z.int(),
  totalBooks: z.int(),
  books: z.array(catalogBookSchema),
});
export type CatalogSnapshotPage = z.infer<typeof catalogSnapshotPageSchema>;

export const bookStatsApi = {
  stats: sellerEndpoint({
    method: 'GET',
    path: 'book/stats/v3',
    summary: "A scanned book's marketplace data and the device's trigger verdict",
    products: ['BOOKZY'],
    query: z.object({
      itemId: z.string({ error: 'is required' }).check(
        z.trim(),
        z.regex(/^[0-9A-Za-z]{8,18}$/, { error: 'must be a barcode or ASIN of 8 to 18 letters or digits' }),
      ),
      queryType: z.enum(QUERY_TYPES, { error: 'must be ISBN, EAN, UPC or ASIN' }),
      /** The Bookzy device whose triggers and costs decide the verdict. */
      deviceId: z.uuid({ error: 'must be a Bookzy device id' }),
      title: z.optional(text().check(z.maxLength(200, { error: 'must have at most 200 characters' }))),
      /** Comma-joined extras (spec 7.5); Folio knows none yet and ignores them. */
      addOn: z.optional(text().check(z.maxLength(200, { error: 'must have at most 200 characters' }))),
      groupType: z.optional(text().check(z.maxLength(40, { error: 'must have at most 40 characters' }))),
      applyPreFilters: flag,
    }),
    reply: bookStatsSchema,
  }),
  snapshot: sellerEndpoint({
    method: 'GET',
    path: 'bookzy/catalog/snapshot',
    summary: "One page of the catalog snapshot that gives Bookzy's verdicts and the sorter's gates offline",
    anyOfProducts: ['BOOKZY', 'SORTER'],
    query: z.object({
      page: z.pipe(
        z.coerce.number({ error: 'must be a whole number' }),
        z.int({ error: 'must be a whole number' }).check(z.minimum(0, { error: 'must not be negative' }), z.maximum(100_000, { error: 'is too large' })),
      ),
    }),
    reply: catalogSnapshotPageSchema,
  }),
};
