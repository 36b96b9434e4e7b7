import { conditionWords, type ExportPage } from '../../../src/contract/inventory';
import type { AppDeps } from '../../deps';
import { stockIndexOf } from '../stock/stockSource';
import { locationsOf } from './locations';

/**
 * A page of the seller's whole stock as the inventory file holds it: the stock index's rows in its
 * own order (the marketplace's SKUs, then the lister's), so pages read one after the other cover
 * every SKU once while the stock does not change in between. A note the seller cleared reads as none.
 */
export async function exportPage(deps: AppDeps, sellerId: number, offset: number, limit: number): Promise<ExportPage> {
  const index = await stockIndexOf(deps, sellerId);
  const rows = index.rows.slice(offset, offset + limit);
  const locations = await locationsOf(deps.db, sellerId, rows.map((row) => row.sku));
  return {
    total: index.rows.length,
    offset,
    sku: rows.map((row) => row.sku),
    asin: rows.map((row) => row.asin),
    title: rows.map((row) => row.title),
    condition: rows.map((row) => conditionWords(row.condition, row.subCondition)),
    price: rows.map((row) => row.price),
    minPrice: rows.map((row) => row.minPrice),
    maxPrice: rows.map((row) => row.maxPrice),
    note: rows.map((row) => row.note || null),
    location: rows.map((row) => locations.get(row.sku) ?? null),
  };
}
