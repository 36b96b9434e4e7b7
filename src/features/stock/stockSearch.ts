import { z } from 'zod/mini';
import {
  CONDITIONS,
  INVENTORY_STATES,
  SORT_ORDERS,
  STOCK_COLUMNS,
  STOCK_MANAGER_DEFAULT_QUERY,
  STOCK_SORT_FIELDS,
  STOCK_TAGS,
  STOCK_TEXT_FIELDS,
  TEXT_MATCH_TYPES,
} from '~/contract';

/**
 * The stock table's address query: its filters, its sort and the SKU whose detail is open, so a
 * reload or a shared link shows the same table. A value that is not valid is dropped rather than
 * failing the page: an old bookmark still opens.
 *
 * The table opens on items in stock, qtyGte=1 (spec 2.1, 9), but that default is applied by
 * {@link quantityFrom}, not written into the address: the router rewrites an address to add a
 * schema's defaults, and an address with no query at all is how the screen knows to open the
 * seller's saved view.
 */
const count = z.pipe(z.coerce.number(), z.int().check(z.minimum(0)));
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** A list keeps its valid entries: "conditions=[new, mint]" keeps new. */
const listOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(
    z.optional(
      z.pipe(
        z.array(z.unknown()),
        z.transform((items) => {
          const kept = items.filter((item): item is T[number] => values.includes(item as string));
          return kept.length > 0 ? [...new Set(kept)] : undefined;
        }),
      ),
    ),
    undefined,
  );

export const stockSearch = z.object({
  qtyGte: optional(count),
  qtyLte: optional(count),
  /** Cents, as on the wire; the fields show dollars. */
  priceGte: optional(count),
  priceLte: optional(count),
  conditions: listOf(CONDITIONS),
  states: listOf(INVENTORY_STATES),
  tags: listOf(STOCK_TAGS),
  text: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  textField: optional(z.enum(STOCK_TEXT_FIELDS)),
  textMatch: optional(z.enum(TEXT_MATCH_TYPES)),
  sortField: optional(z.enum(STOCK_SORT_FIELDS)),
  sortOrder: optional(z.enum(SORT_ORDERS)),
  /**
   * The columns chosen in Table settings, shown at once; absent, the saved view's. Kept apart from
   * the filters: choosing columns neither narrows the table nor asks it of the server again.
   */
  columns: listOf(STOCK_COLUMNS),
  /** The SKU whose detail drawer is open. */
  sku: optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type StockSearch = z.output<typeof stockSearch>;

/** The least quantity the table shows: the address's, or spec 2.1's default. */
export const quantityFrom = (search: StockSearch) => search.qtyGte ?? STOCK_MANAGER_DEFAULT_QUERY.qtyGte;

/** The search that "Clear filters" leads to: the defaults, the sort and columns kept. */
export const clearedSearch = (search: StockSearch): StockSearch => ({
  qtyGte: STOCK_MANAGER_DEFAULT_QUERY.qtyGte,
  sortField: search.sortField,
  sortOrder: search.sortOrder,
  columns: search.columns,
});

/** The filters alone, without the sort, the columns and the open SKU. */
const filtersOf = ({ sortField: _field, sortOrder: _order, sku: _sku, columns: _columns, ...filters }: StockSearch) => filters;

/** Whether any filter narrows the table beyond the default. */
export function hasFilters(search: StockSearch): boolean {
  const { qtyGte: _quantity, ...rest } = filtersOf(search);
  return quantityFrom(search) !== STOCK_MANAGER_DEFAULT_QUERY.qtyGte || Object.values(rest).some((value) => value !== undefined);
}

/** Whether two searches filter alike (they may sort differently): a filter bar need not be painted again. */
export function sameFilters(a: { search: StockSearch }, b: { search: StockSearch }): boolean {
  return JSON.stringify(filtersOf(a.search)) === JSON.stringify(filtersOf(b.search));
}
