import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  PRICE_HISTORY_DEFAULT_DAYS,
  PRICE_HISTORY_MAX_POINTS,
  STOCK_PAGE_SIZE_DEFAULT,
  type PriceChangeSource,
  type PriceHistory,
  type StockBounds,
  type StockDetail,
  type StockPage,
  type StockQuery,
  type StockSku,
} from '../../../src/contract';
import { priceHistory, stockOverrides } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { queryStockIndex } from './stockIndex';
import { stockIndexOf, type StockDeps } from './stockSource';

/**
 * The stock manager's reads and writes. Decisions where the spec is silent:
 * - Quantity is the units in all states together; the default query (qtyGte 1) hides SKUs with none.
 * - For accounts that hide sales data (spec 3.1) soldDays is sent as null and sorting by Sold Days
 *   is refused: the order alone would tell the figures. Sales ranks are the marketplace's, public.
 * - Setting bounds leaves the price as it is: the repricer brings it within them on its next run.
 * - A SKU's reference price (what percentage default bounds rest on) is the seller's: set with its
 *   bounds or by a price set by hand; otherwise the price it was listed at (stockSource.ts).
 * - A SKU that is not in the seller's stock answers 404, whoever's stock it is in.
 */

/** The seller who may see sales figures, or not. */
export interface StockViewer {
  sellerId: number;
  hideSalesData: boolean;
}

const withoutSales = (sku: StockSku): StockSku => (sku.soldDays === null ? sku : { ...sku, soldDays: null });

/** Sorting by Sold Days would tell hidden sales figures by the order alone: refused, for the table and its reports. */
export function refuseHiddenSalesSort(viewer: StockViewer, sortField: string | undefined) {
  if (viewer.hideSalesData && sortField === 'Sold Days') {
    throw invalidInput('sortField Sold Days is not available: this account does not show sales figures.');
  }
}

/** Also what a stock report runs (its job has no web deps), so the file holds what the table shows. */
export async function queryStock(deps: StockDeps, viewer: StockViewer, query: StockQuery): Promise<StockPage> {
  refuseHiddenSalesSort(viewer, query.sortField);
  const pageSize = query.pageSize ?? STOCK_PAGE_SIZE_DEFAULT;
  const offset = query.offset ?? (query.page ?? 0) * pageSize;
  const limit = query.offset !== undefined ? query.limit ?? STOCK_PAGE_SIZE_DEFAULT : pageSize;
  const index = await stockIndexOf(deps, viewer.sellerId);
  const { rows, total } = queryStockIndex(index, query, { sortField: query.sortField, sortOrder: query.sortOrder, offset, limit });
  return { rows: viewer.hideSalesData ? rows.map(withoutSales) : rows, total, offset, salesHidden: viewer.hideSalesData };
}

/** One SKU of the seller's merged stock, or 404. */
export async function ownSku(deps: AppDeps, sellerId: number, sku: string): Promise<StockSku> {
  const index = await stockIndexOf(deps, sellerId);
  const row = index.rowOfSku.get(sku);
  if (row === undefined) throw notFound(`SKU ${sku}`);
  return index.rows[row]!;
}

export async function stockDetail(deps: AppDeps, viewer: StockViewer, skuName: string): Promise<StockDetail> {
  const sku = await ownSku(deps, viewer.sellerId, skuName);
  const at = deps.clock();
  const offers = await deps.marketplace.offersFor(sku.asin, at, sku.condition);
  return { sku: viewer.hideSalesData ? withoutSales(sku) : sku, offers, at: at.toISOString(), salesHidden: viewer.hideSalesData };
}

export async function saveBounds(deps: AppDeps, viewer: StockViewer, skuName: string, bounds: StockBounds): Promise<StockSku> {
  const sku = await ownSku(deps, viewer.sellerId, skuName);
  const reference = bounds.referencePrice === undefined ? {} : { referencePrice: bounds.referencePrice };
  const values = { boundsSet: true, minPrice: bounds.minPrice, maxPrice: bounds.maxPrice, ...reference, updatedAt: sql`clock_timestamp()` };
  await deps.db
    .insert(stockOverrides)
    .values({ sellerId: viewer.sellerId, sku: sku.sku, ...values })
    .onConflictDoUpdate({ target: [stockOverrides.sellerId, stockOverrides.sku], set: values });
  // Read back through the index: a reference cleared to null falls back to the listed price there.
  const saved = await ownSku(deps, viewer.sellerId, sku.sku);
  return viewer.hideSalesData ? withoutSales(saved) : saved;
}

/**
 * A new price for a SKU, kept as its override and in its history: what the repricing engine (or a
 * manual change) calls. The SKU must be the seller's. A price the seller sets by hand is also the
 * SKU's new reference price: the default bounds follow the seller, never the repricer.
 */
export async function recordPrice(deps: AppDeps, sellerId: number, skuName: string, price: number, source: PriceChangeSource) {
  const sku = await ownSku(deps, sellerId, skuName);
  const at = deps.clock();
  const values = { price, ...(source === 'MANUAL' ? { referencePrice: price } : {}), updatedAt: sql`clock_timestamp()` };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(stockOverrides)
      .values({ sellerId, sku: sku.sku, ...values })
      .onConflictDoUpdate({ target: [stockOverrides.sellerId, stockOverrides.sku], set: values });
    await tx.insert(priceHistory).values({ sellerId, sku: sku.sku, at, price, source });
  });
}

export async function priceHistoryOf(
  deps: AppDeps,
  sellerId: number,
  query: { sku: string; from?: string | undefined; to?: string | undefined },
): Promise<PriceHistory> {
  const to = query.to ? new Date(query.to) : deps.clock();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - PRICE_HISTORY_DEFAULT_DAYS * 86_400_000);
  if (from > to) throw invalidInput('from must not be after to.');
  const sku = await ownSku(deps, sellerId, query.sku);
  const newest = await deps.db
    .select({ at: priceHistory.at, price: priceHistory.price, source: priceHistory.source })
    .from(priceHistory)
    .where(and(eq(priceHistory.sellerId, sellerId), eq(priceHistory.sku, sku.sku), gte(priceHistory.at, from), lte(priceHistory.at, to)))
    .orderBy(desc(priceHistory.at), desc(priceHistory.id))
    .limit(PRICE_HISTORY_MAX_POINTS);
  return {
    sku: sku.sku,
    points: newest.reverse().map((point) => ({ at: point.at.toISOString(), price: point.price, source: point.source as PriceChangeSource })),
  };
}

