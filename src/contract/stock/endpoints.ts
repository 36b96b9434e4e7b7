import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, text } from '../fields';
import { priceCents } from '../lister/fields';
import { offerSchema, stockSkuSchema } from '../repricer/market';
import { stockPageSchema, stockQuerySchema } from './query';
import { stockTableSettingsSchema } from './settings';

/**
 * The stock manager's calls (spec 1, 2.1 my-pricer, 7.7), all behind MY_PRICER. The spec names
 * mypricer/price/history and stock-manager/table/settings; the stock itself is read from
 * mypricer/stock (a page, or a window of rows for the virtualised table) and mypricer/stock/:sku
 * (one SKU with the marketplace's offers on it now), and a SKU's bounds are set on
 * mypricer/stock/:sku/bounds.
 */

export const skuParams = z.object({
  sku: text('is required').check(
    z.minLength(1, { error: 'is required' }),
    z.maxLength(100, { error: 'must have at most 100 characters' }),
  ),
});

export const stockBoundsSchema = z
  .object({
    /** Cents, or null for none (the repricer then uses the global settings). */
    minPrice: z.nullable(priceCents),
    maxPrice: z.nullable(priceCents),
    /**
     * The price percentage default bounds rest on (see StockSku.referencePrice), cents; null goes
     * back to the price the SKU was listed at; left out, it stays as it is.
     */
    referencePrice: z.optional(z.nullable(priceCents)),
  })
  .check(
    z.refine((bounds) => bounds.minPrice === null || bounds.maxPrice === null || bounds.minPrice <= bounds.maxPrice, {
      error: 'must not be above maxPrice',
      path: ['minPrice'],
    }),
  );
export type StockBounds = z.infer<typeof stockBoundsSchema>;

export const stockDetailSchema = z.object({
  sku: stockSkuSchema,
  /** The book's offers at `at`, lowest landed price first, the buy-box holder marked. */
  offers: z.array(offerSchema),
  at: isoDateTime,
  salesHidden: z.boolean(),
});
export type StockDetail = z.infer<typeof stockDetailSchema>;

export const PRICE_CHANGE_SOURCES = ['REPRICER', 'MANUAL'] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

/** Without from/to the history covers the last PRICE_HISTORY_DEFAULT_DAYS days. */
export const PRICE_HISTORY_DEFAULT_DAYS = 30;
export const PRICE_HISTORY_MAX_POINTS = 1000;

export const priceHistorySchema = z.object({
  sku: z.string(),
  /** Oldest first; at most PRICE_HISTORY_MAX_POINTS, the newest kept. */
  points: z.array(z.object({ at: isoDateTime, price: z.int(), source: z.enum(PRICE_CHANGE_SOURCES) })),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const stockApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'mypricer/stock',
    summary: "The seller's stock, filtered and sorted: a page, or `limit` rows from `offset`",
    products: ['MY_PRICER'],
    query: stockQuerySchema,
    reply: stockPageSchema,
  }),
  detail: sellerEndpoint({
    method: 'GET',
    path: 'mypricer/stock/:sku',
    summary: "One SKU with the marketplace's offers on its book now",
    products: ['MY_PRICER'],
    params: skuParams,
    reply: stockDetailSchema,
  }),
  saveBounds: sellerEndpoint({
    method: 'PUT',
    path: 'mypricer/stock/:sku/bounds',
    summary: "Set a SKU's min and max price (cents; null for none) and, when given, its reference price",
    products: ['MY_PRICER'],
    params: skuParams,
    body: stockBoundsSchema,
    reply: stockSkuSchema,
  }),
  priceHistory: sellerEndpoint({
    method: 'GET',
    path: 'mypricer/price/history',
    summary: "A SKU's prices over time, from the repricer and by hand",
    products: ['MY_PRICER'],
    query: z.object({
      sku: skuParams.shape.sku,
      from: z.optional(isoDateTime),
      to: z.optional(isoDateTime),
    }),
    reply: priceHistorySchema,
  }),
  tableSettings: sellerEndpoint({
    method: 'GET',
    path: 'stock-manager/table/settings',
    summary: "The stock table's saved settings, or the defaults before the first save",
    products: ['MY_PRICER'],
    reply: stockTableSettingsSchema,
  }),
  saveTableSettings: sellerEndpoint({
    method: 'PUT',
    path: 'stock-manager/table/settings',
    summary: "Save the stock table's settings; an older tableVersion is brought up to date",
    products: ['MY_PRICER'],
    body: stockTableSettingsSchema,
    reply: stockTableSettingsSchema,
  }),
};
