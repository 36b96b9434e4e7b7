import type { StockSku } from '../../../src/contract';
import { forEachInSlices } from '../../eventLoop/timeSlices';
import {
  CONDITIONS,
  type InventoryState,
  type SortOrder,
  type StockCondition,
  type StockFilters,
  type StockSortField,
  type StockTag,
  type StockTextField,
} from '../../../src/contract';

/**
 * A seller's whole stock held in memory for fast filtering and sorting: the rows, and beside them
 * typed arrays of every figure a filter or sort reads, so a pass over 100,000 SKUs touches numbers,
 * not objects. Each sort field's order is worked out once, the first time it is asked for, and kept
 * with the index; a change to the stock makes a new index (stockSource.ts decides when).
 *
 * The trade-off: about 40 MB for a 100,000-SKU seller (rows, lower-cased text for the text filter,
 * the arrays), and a rebuild after any change (tens of milliseconds, plus the sorts asked for),
 * against a query that filters, sorts and pages 100,000 SKUs in a few milliseconds.
 */

/** Sold days and sales ranks that are null ("never sold") sort after every number, either way. */
const NULL_NUMBER = -1;
/** Sort keys are packed as key × 2^21 + row: exact in a double for keys below 2^31. */
const ROW_BITS = 2 ** 21;
export const INDEX_ROW_MAX = ROW_BITS - 1;

const CONDITION_BIT = Object.fromEntries(CONDITIONS.map((condition, bit) => [condition, 1 << bit])) as Record<StockCondition, number>;

interface SortOrderOfField {
  /** Rows by key ascending, rows with a null key after them. */
  rows: Uint32Array;
  /** How many rows have a key. */
  keyed: number;
}

export interface StockIndex {
  readonly rows: readonly StockSku[];
  readonly rowOfSku: ReadonlyMap<string, number>;
  /** The sort order of one field, made on first use. */
  order(field: StockSortField): SortOrderOfField;
  readonly figures: Readonly<Record<'price' | 'quantity' | 'active' | 'inbound' | 'reserved' | 'min' | 'max' | 'age' | 'soldDays' | 'salesRank' | 'conditions', Int32Array>>;
  readonly lowerText: Readonly<Record<StockTextField, readonly string[]>>;
}

/**
 * The index of `rows`. When `sameSkus` is an index of the same SKUs in the same order (only prices,
 * bounds, notes or quantities changed, as overrides change them), its text and SKU lookup are
 * reused: they are most of the build's cost.
 */
export async function buildStockIndex(rows: readonly StockSku[], sameSkus?: StockIndex): Promise<StockIndex> {
  if (rows.length > INDEX_ROW_MAX) throw new Error(`A stock index holds at most ${INDEX_ROW_MAX} SKUs.`);
  const size = rows.length;
  const column = () => new Int32Array(size);
  const figures = {
    price: column(), quantity: column(), active: column(), inbound: column(), reserved: column(),
    min: column(), max: column(), age: column(), soldDays: column(), salesRank: column(), conditions: column(),
  };
  const reuse = sameSkus !== undefined && sameSkus.rows.length === size;
  const lowerText = reuse
    ? sameSkus.lowerText
    : { SKU: new Array<string>(size), ASIN: new Array<string>(size), ISBN: new Array<string>(size), TITLE: new Array<string>(size) };
  const rowOfSku = reuse ? sameSkus.rowOfSku : new Map<string, number>();
  // In time slices: the index of 100,000 SKUs is built beside other sellers' requests.
  await forEachInSlices(rows, (sku, row) => {
    figures.price[row] = sku.price;
    figures.active[row] = sku.activeQty;
    figures.inbound[row] = sku.inboundQty;
    figures.reserved[row] = sku.reservedQty;
    figures.quantity[row] = sku.activeQty + sku.inboundQty + sku.reservedQty;
    figures.min[row] = sku.minPrice ?? NULL_NUMBER;
    figures.max[row] = sku.maxPrice ?? NULL_NUMBER;
    figures.age[row] = sku.ageDays;
    figures.soldDays[row] = sku.soldDays ?? NULL_NUMBER;
    figures.salesRank[row] = sku.salesRank ?? NULL_NUMBER;
    figures.conditions[row] = CONDITION_BIT[sku.condition] | CONDITION_BIT[sku.subCondition];
    if (reuse) return;
    (rowOfSku as Map<string, number>).set(sku.sku, row);
    (lowerText.SKU as string[])[row] = sku.sku.toLowerCase();
    (lowerText.ASIN as string[])[row] = sku.asin.toLowerCase();
    (lowerText.ISBN as string[])[row] = sku.isbn13;
    (lowerText.TITLE as string[])[row] = sku.title.toLowerCase();
  });

  const keysOf: Record<StockSortField, Int32Array> = {
    Age: figures.age,
    Price: figures.price,
    Quantity: figures.quantity,
    ASR: figures.salesRank,
    'Sold Days': figures.soldDays,
  };
  const orders = new Map<StockSortField, SortOrderOfField>();
  const order = (field: StockSortField) => {
    let made = orders.get(field);
    if (!made) orders.set(field, (made = sortRows(keysOf[field])));
    return made;
  };
  return { rows, rowOfSku, order, figures, lowerText };
}

/** Rows by key, ties by row; a native numeric sort of packed doubles, ~10 ms for 100,000. */
function sortRows(keys: Int32Array): SortOrderOfField {
  const packed = new Float64Array(keys.length);
  let keyed = 0;
  for (let row = 0; row < keys.length; row++) if (keys[row]! !== NULL_NUMBER) packed[keyed++] = keys[row]! * ROW_BITS + row;
  const sorted = packed.subarray(0, keyed).sort();
  const rows = new Uint32Array(keys.length);
  for (let i = 0; i < keyed; i++) rows[i] = sorted[i]! % ROW_BITS;
  let next = keyed;
  for (let row = 0; row < keys.length; row++) if (keys[row]! === NULL_NUMBER) rows[next++] = row;
  return { rows, keyed };
}

export interface StockWindow {
  sortField: StockSortField;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

const STATE_FIGURE: Record<InventoryState, 'active' | 'inbound' | 'reserved'> = { Active: 'active', Inbound: 'inbound', Reserved: 'reserved' };

/**
 * The rows whose text matches, as a bitmap made in row order: the strings lie in memory in that
 * order, so one pass per column is several times faster than testing them in sort order.
 */
function textHits(index: StockIndex, filters: StockFilters): Uint8Array | null {
  if (!filters.text) return null;
  const needle = filters.text.toLowerCase();
  const test = {
    Equals: (value: string) => value === needle,
    Contains: (value: string) => value.includes(needle),
    'Starts With': (value: string) => value.startsWith(needle),
    'Ends With': (value: string) => value.endsWith(needle),
  }[filters.textMatch];
  const hits = new Uint8Array(index.rows.length);
  for (const field of filters.textField ? [filters.textField] : (['SKU', 'ASIN', 'ISBN', 'TITLE'] as const)) {
    const column = index.lowerText[field];
    for (let row = 0; row < column.length; row++) if (hits[row] === 0 && test(column[row]!)) hits[row] = 1;
  }
  return hits;
}

function tagTest(tags: readonly StockTag[] | undefined): ((price: number, min: number, max: number) => boolean) | null {
  if (!tags || tags.length === 0) return null;
  const atMin = tags.includes('AT_MIN');
  const atMax = tags.includes('AT_MAX');
  const noMin = tags.includes('NO_MIN');
  return (price, min, max) =>
    (atMin && min !== NULL_NUMBER && price <= min) || (atMax && max !== NULL_NUMBER && price >= max) || (noMin && min === NULL_NUMBER);
}

/** The rows that match, in the asked order: `limit` of them from `offset`, and how many match in all. */
export function queryStockIndex(index: StockIndex, filters: StockFilters, window: StockWindow): { rows: StockSku[]; total: number } {
  const { figures } = index;
  const conditionMask = (filters.conditions ?? []).reduce((mask, condition) => mask | CONDITION_BIT[condition], 0);
  const states = (filters.states ?? []).map((state) => figures[STATE_FIGURE[state]]);
  const text = textHits(index, filters);
  const tags = tagTest(filters.tags);
  const { qtyGte, qtyLte, priceGte, priceLte } = filters;

  const matches = (row: number) => {
    const quantity = figures.quantity[row]!;
    if (quantity < qtyGte || (qtyLte !== undefined && quantity > qtyLte)) return false;
    const price = figures.price[row]!;
    if ((priceGte !== undefined && price < priceGte) || (priceLte !== undefined && price > priceLte)) return false;
    if (conditionMask !== 0 && (figures.conditions[row]! & conditionMask) === 0) return false;
    if (states.length > 0 && !states.some((state) => state[row]! > 0)) return false;
    if (tags && !tags(price, figures.min[row]!, figures.max[row]!)) return false;
    return text === null || text[row] === 1;
  };

  const { rows: order, keyed } = index.order(window.sortField);
  const size = order.length;
  const found: StockSku[] = [];
  const end = window.offset + window.limit;
  let total = 0;
  // Descending walks the keyed rows backwards; rows without a key come last either way.
  for (let i = 0; i < size; i++) {
    const at = window.sortOrder === 'ASC' || i >= keyed ? i : keyed - 1 - i;
    const row = order[at]!;
    if (!matches(row)) continue;
    if (total >= window.offset && total < end) found.push(index.rows[row]!);
    total++;
  }
  return { rows: found, total };
}
