import { z } from 'zod/mini';
import { text } from '../fields';
import { SEARCH_MODES, STOCK_MANAGER_DEFAULTS, STOCK_MANAGER_DEFAULT_QUERY, STOCK_SORT_FIELDS } from '../constants';
import {
  SORT_ORDERS,
  STOCK_PAGE_SIZE_DEFAULT,
  STOCK_PAGE_SIZE_MAX,
  STOCK_TAGS,
  stockFiltersSchema,
  type StockTag,
} from './query';

/**
 * The stock table's saved settings (spec 3.1: tableVersion, offersSearchMode, tags and more).
 * Every field has a default, so an empty object is a valid first save and a seller who never saved
 * reads the defaults. The version is the shape's: a save of an older version is brought up to date
 * (its missing fields take their defaults); a newer one than the server knows is refused.
 */
export const STOCK_TABLE_VERSION = 1;

/** The table's columns, in the order the table shows them by default. */
export const STOCK_COLUMNS = [
  'sku', 'title', 'asin', 'isbn13', 'channel', 'condition', 'activeQty', 'inboundQty', 'reservedQty',
  'price', 'minPrice', 'maxPrice', 'listPrice', 'ageDays', 'soldDays', 'salesRank', 'note', 'location',
] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
const FILTER_NAMES = Object.keys(stockFiltersSchema.shape) as [keyof typeof stockFiltersSchema.shape, ...(keyof typeof stockFiltersSchema.shape)[]];
const distinct = <T extends string>(what: string) =>
  z.refine<T[]>((values) => new Set(values).size === values.length, { error: `lists a ${what} twice` });

export const stockTableSettingsSchema = z.object({
  tableVersion: z._default(
    z.int({ error: 'must be a whole number' }).check(
      z.minimum(1, { error: 'must be at least 1' }),
      z.maximum(STOCK_TABLE_VERSION, { error: `must be at most ${STOCK_TABLE_VERSION}: this server knows no newer table` }),
    ),
    STOCK_TABLE_VERSION,
  ),
  offersSearchMode: z._default(z.enum(SEARCH_MODES, { error: oneOf(SEARCH_MODES) }), STOCK_MANAGER_DEFAULTS.offersSearchMode),
  tags: z._default(
    z.array(z.enum(STOCK_TAGS, { error: oneOf(STOCK_TAGS) })).check(distinct<StockTag>('tag')),
    () => [STOCK_MANAGER_DEFAULTS.tag],
  ),
  visibleColumns: z._default(
    z.array(z.enum(STOCK_COLUMNS, { error: oneOf(STOCK_COLUMNS) })).check(
      z.minLength(1, { error: 'must show at least one column' }),
      distinct<StockColumn>('column'),
    ),
    () => [...STOCK_COLUMNS],
  ),
  sort: z._default(
    z.object({
      field: z.enum(STOCK_SORT_FIELDS, { error: oneOf(STOCK_SORT_FIELDS) }),
      order: z.enum(SORT_ORDERS, { error: oneOf(SORT_ORDERS) }),
    }),
    () => ({ field: 'Age' as const, order: 'ASC' as const }),
  ),
  pageSize: z._default(
    z.int({ error: 'must be a whole number' }).check(
      z.minimum(1, { error: 'must be at least 1' }),
      z.maximum(STOCK_PAGE_SIZE_MAX, { error: `must be at most ${STOCK_PAGE_SIZE_MAX}` }),
    ),
    STOCK_PAGE_SIZE_DEFAULT,
  ),
  /**
   * The saved filters, each as the query string carries it ({ qtyGte: '1', conditions: 'used,good' }),
   * so the table sends them back as they are; the server checks them with the query's own schema.
   */
  filters: z._default(
    z.partialRecord(
      z.enum(FILTER_NAMES, { error: oneOf(FILTER_NAMES) }),
      text().check(z.maxLength(300, { error: 'is too long' })),
    ),
    () => ({ qtyGte: String(STOCK_MANAGER_DEFAULT_QUERY.qtyGte) }),
  ),
});
export type StockTableSettings = z.output<typeof stockTableSettingsSchema>;
export type StockTableSettingsInput = z.input<typeof stockTableSettingsSchema>;
