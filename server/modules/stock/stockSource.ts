import { and, eq, gt, sql } from 'drizzle-orm';
import { referencePriceOf, type StockSku } from '../../../src/contract';
import { readInPages } from '../../db/readInPages';
import { forEachInSlices } from '../../eventLoop/timeSlices';
import { stockOverrides, users } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** What reading stock needs: also what a job has (a repricing run reads the stock it prices). */
export type StockDeps = Pick<AppDeps, 'db' | 'clock' | 'marketplace'>;
import { listerStockOf } from './listerStock';
import { buildStockIndex, type StockIndex } from './stockIndex';

/**
 * Where a seller's stock comes from, merged: the marketplace's existing stock (derived by the
 * simulator, never stored), the books sent in through the lister, and what Folio changed on a SKU
 * (stock_overrides) laid over both.
 *
 * Kept in memory per process, checked against the database on every call so that several servers
 * stay right:
 * - the marketplace's stock, by data version and marketplace seller id (it changes only with them);
 * - the merged index, by that, the overrides' count and newest change, and the lister stock. Any
 *   change builds a new index from the kept marketplace stock (the old one stays valid for calls
 *   already using it). Costs per call: three small queries; after a change, reading the overrides
 *   and a rebuild of the figures (the SKUs' text and lookup are kept when only overrides changed).
 */

type OverrideRow = typeof stockOverrides.$inferSelect;

/** Few sellers page through their stock at once; a 100,000-SKU index is ~40 MB. */
const SELLERS_KEPT = 6;
const MARKET_STOCKS_KEPT = 6;

interface Caches {
  marketStocks: Map<string, Promise<StockSku[]>>;
  indexes: Map<number, { skusKey: string; key: string; index: StockIndex }>;
}
/** One set per app (its marketplace), so that two apps in one process (tests) never share an index. */
const cachesByApp = new WeakMap<object, Caches>();
function cachesOf(deps: StockDeps): Caches {
  let caches = cachesByApp.get(deps.marketplace);
  if (!caches) cachesByApp.set(deps.marketplace, (caches = { marketStocks: new Map(), indexes: new Map() }));
  return caches;
}

function remember<K, V>(cache: Map<K, V>, key: K, value: V, most: number) {
  cache.delete(key);
  cache.set(key, value);
  while (cache.size > most) cache.delete(cache.keys().next().value!);
}

function marketStock(deps: StockDeps, marketplaceSellerId: string | null): Promise<StockSku[]> {
  if (marketplaceSellerId === null) return Promise.resolve([]);
  const { marketStocks } = cachesOf(deps);
  const key = `${deps.marketplace.dataVersion}|${marketplaceSellerId}`;
  const kept = marketStocks.get(key) ?? deps.marketplace.existingStock(marketplaceSellerId);
  remember(marketStocks, key, kept, MARKET_STOCKS_KEPT);
  kept.catch(() => marketStocks.delete(key));
  return kept;
}

/**
 * The SKU's reference price under an override: the seller's own, else, once Folio changed the
 * price, the price it was listed at. So a repriced SKU keeps the reference it was first priced by,
 * and no run ever moves it (nor needs to write it).
 */
function referenceUnder(sku: StockSku, override: OverrideRow): number | null {
  if (override.referencePrice !== null) return override.referencePrice;
  return override.price !== null ? referencePriceOf(sku) : sku.referencePrice;
}

/** An override laid over a SKU: only the fields it holds. */
export function applyOverride(sku: StockSku, override: OverrideRow): StockSku {
  return {
    ...sku,
    ...(override.boundsSet ? { minPrice: override.minPrice, maxPrice: override.maxPrice } : {}),
    ...(override.price !== null ? { price: override.price } : {}),
    referencePrice: referenceUnder(sku, override),
    ...(override.note !== null ? { note: override.note } : {}),
    ...(override.activeQty !== null ? { activeQty: override.activeQty } : {}),
    ...(override.inboundQty !== null ? { inboundQty: override.inboundQty } : {}),
    ...(override.reservedQty !== null ? { reservedQty: override.reservedQty } : {}),
    ...(override.location ? { location: override.location } : {}),
  };
}

/** In time slices, as the index's build: the marketplace's stock and the overrides are 100,000 each. */
async function merge(market: readonly StockSku[], lister: readonly StockSku[], overrides: readonly OverrideRow[]): Promise<StockSku[]> {
  const rows = market.slice();
  const rowOf = new Map<string, number>();
  await forEachInSlices(rows, (sku, row) => rowOf.set(sku.sku, row));
  for (const sent of lister) {
    const row = rowOf.get(sent.sku);
    if (row === undefined) {
      rowOf.set(sent.sku, rows.push(sent) - 1);
    } else {
      // The same SKU sent in again: its units join the marketplace's.
      const known = rows[row]!;
      rows[row] = { ...known, activeQty: known.activeQty + sent.activeQty, inboundQty: known.inboundQty + sent.inboundQty };
    }
  }
  await forEachInSlices(overrides, (override) => {
    const row = rowOf.get(override.sku);
    if (row !== undefined) rows[row] = applyOverride(rows[row]!, override);
  });
  return rows;
}

/** A short fingerprint of the lister stock, so a shipment's status change makes a new index. */
function fingerprint(skus: readonly StockSku[]): string {
  let hash = 0x811c9dc5;
  for (const sku of skus) {
    const line = `${sku.sku}|${sku.activeQty}|${sku.inboundQty}|${sku.price};`;
    for (let i = 0; i < line.length; i++) hash = Math.imul(hash ^ line.charCodeAt(i), 0x01000193);
  }
  return `${skus.length}:${hash >>> 0}`;
}

/** A seller's overrides, by SKU: after a repricing run there is one per SKU it priced. */
const overridesOf = (deps: StockDeps, sellerId: number) =>
  readInPages<OverrideRow>(deps.db, (tx, after, limit) =>
    tx
      .select()
      .from(stockOverrides)
      .where(and(eq(stockOverrides.sellerId, sellerId), after ? gt(stockOverrides.sku, after.sku) : undefined))
      .orderBy(stockOverrides.sku)
      .limit(limit),
  );

/** The seller's merged stock index, built or reused. */
export async function stockIndexOf(deps: StockDeps, sellerId: number): Promise<StockIndex> {
  const [account] = await deps.db.select({ marketplaceSellerId: users.marketplaceSellerId }).from(users).where(eq(users.id, sellerId));
  const marketplaceSellerId = account?.marketplaceSellerId ?? null;
  const [stamp] = await deps.db
    .select({ count: sql<number>`count(*)::int`, newest: sql<string | null>`max(${stockOverrides.updatedAt})::text` })
    .from(stockOverrides)
    .where(eq(stockOverrides.sellerId, sellerId));
  const lister = await listerStockOf(deps, sellerId);
  // The SKUs themselves (which, in which order) change only with the first part.
  const skusKey = [deps.marketplace.dataVersion, marketplaceSellerId, fingerprint(lister)].join('|');
  const key = `${skusKey}|${stamp?.count}|${stamp?.newest}`;

  const { indexes } = cachesOf(deps);
  const kept = indexes.get(sellerId);
  if (kept?.key === key) return kept.index;
  const [market, overrides] = await Promise.all([marketStock(deps, marketplaceSellerId), overridesOf(deps, sellerId)]);
  const index = await buildStockIndex(await merge(market, lister, overrides), kept?.skusKey === skusKey ? kept.index : undefined);
  remember(indexes, sellerId, { skusKey, key, index }, SELLERS_KEPT);
  return index;
}
