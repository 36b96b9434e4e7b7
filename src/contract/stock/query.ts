import { z } from 'zod/mini';
import {
  CONDITIONS,
  INVENTORY_STATES,
  STOCK_MANAGER_DEFAULT_QUERY,
  STOCK_SORT_FIELDS,
  TEXT_MATCH_TYPES,
} from '../constants';
import { text } from '../fields';
import { queryInt } from '../lister/fields';
import { stockSkuSchema } from '../repricer/market';

/**
 * The stock manager's query (spec 2.1 my-pricer, 9): filters, sort and a window of rows. List
 * fields arrive comma-joined in the query string ("conditions=used,good").
 */

/** Where the text filter looks; without a field it looks at all four. */
export const STOCK_TEXT_FIELDS = ['SKU', 'ASIN', 'ISBN', 'TITLE'] as const;
export type StockTextField = (typeof STOCK_TEXT_FIELDS)[number];

/**
 * Tags pick SKUs by where their price sits: AT_MIN at (or under) its min, AT_MAX at (or over) its
 * max, NO_MIN without a min. Several tags match a SKU that has any of them.
 */
export const STOCK_TAGS = ['AT_MIN', 'AT_MAX', 'NO_MIN'] as const;
export type StockTag = (typeof STOCK_TAGS)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type StockCondition = (typeof CONDITIONS)[number];
export type InventoryState = (typeof INVENTORY_STATES)[number];
export type StockSortField = (typeof STOCK_SORT_FIELDS)[number];
export type TextMatchType = (typeof TEXT_MATCH_TYPES)[number];

/** A page or window of the stock table never holds more rows than this. */
export const STOCK_PAGE_SIZE_MAX = 500;
export const STOCK_PAGE_SIZE_DEFAULT = 100;
const PRICE_MAX = 100_000_00;
const QUANTITY_MAX = 1_000_000;

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

/** "a,b" -> ['a', 'b'], each checked against `values`. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.optional(
    z.pipe(
      z.pipe(
        text().check(z.maxLength(300, { error: 'is too long' })),
        z.transform((value: string) => value.split(',').map((part) => part.trim()).filter((part) => part !== '')),
      ),
      z.array(z.enum(values, { error: `${oneOf(values)} (comma-separated)` })),
    ),
  );
}

export const stockFiltersSchema = z.object({
  conditions: commaList(CONDITIONS),
  /** A SKU matches a state when it holds units in that state; several states match any of them. */
  states: commaList(INVENTORY_STATES),
  text: z.optional(text().check(z.trim(), z.maxLength(100, { error: 'must have at most 100 characters' }))),
  textField: z.optional(z.enum(STOCK_TEXT_FIELDS, { error: oneOf(STOCK_TEXT_FIELDS) })),
  textMatch: z._default(z.enum(TEXT_MATCH_TYPES, { error: oneOf(TEXT_MATCH_TYPES) }), 'Contains'),
  /** Units in all states together (Active + Inbound + Reserved). */
  qtyGte: z._default(queryInt(0, QUANTITY_MAX), STOCK_MANAGER_DEFAULT_QUERY.qtyGte),
  qtyLte: z.optional(queryInt(0, QUANTITY_MAX)),
  /** Cents. */
  priceGte: z.optional(queryInt(0, PRICE_MAX)),
  priceLte: z.optional(queryInt(0, PRICE_MAX)),
  tags: commaList(STOCK_TAGS),
});
export type StockFilters = z.output<typeof stockFiltersSchema>;

export const stockQuerySchema = z.object({
  ...stockFiltersSchema.shape,
  sortField: z._default(z.enum(STOCK_SORT_FIELDS, { error: oneOf(STOCK_SORT_FIELDS) }), 'Age'),
  sortOrder: z._default(z.enum(SORT_ORDERS, { error: oneOf(SORT_ORDERS) }), 'ASC'),
  /** A page (from 0) of pageSize rows... */
  page: z.optional(queryInt(0, 1_000_000)),
  pageSize: z.optional(queryInt(1, STOCK_PAGE_SIZE_MAX)),
  /** ...or, for the virtualised table, `limit` rows from row `offset`; offset wins when both are sent. */
  offset: z.optional(queryInt(0, 10_000_000)),
  limit: z.optional(queryInt(1, STOCK_PAGE_SIZE_MAX)),
});
export type StockQuery = z.output<typeof stockQuerySchema>;
export type StockQueryInput = z.input<typeof stockQuerySchema>;

export const stockPageSchema = z.object({
  rows: z.array(stockSkuSchema),
  /** SKUs that match the filters. */
  total: z.int(),
  /** The first row's place among them. */
  offset: z.int(),
  /** True for accounts whose sales figures are not shown (spec 3.1): soldDays is then always null. */
  salesHidden: z.boolean(),
});
export type StockPage = z.infer<typeof stockPageSchema>;
