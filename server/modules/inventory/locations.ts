import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { listingItems, nsessionItems, stockOverrides } from '../../db/schema';
import type { Executor } from '../../db/database';

/**
 * Storage locations live on the SKU's override row (stock_overrides.location), for stock SKUs and
 * for books still in a lister shipment alike: the shelf is the seller's, whatever the marketplace
 * knows of the book. An empty text is a location the seller cleared.
 */

/** The locations of these SKUs of the seller that have one. The SKUs go as one JSON text, however many (no parameter limit). */
export async function locationsOf(db: Executor, sellerId: number, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: stockOverrides.sku, location: stockOverrides.location })
    .from(stockOverrides)
    .where(
      and(
        eq(stockOverrides.sellerId, sellerId),
        sql`${stockOverrides.sku} IN (SELECT json_array_elements_text(${JSON.stringify(skus)}::json))`,
        isNotNull(stockOverrides.location),
        ne(stockOverrides.location, ''),
      ),
    );
  return new Map(rows.map((row) => [row.sku, row.location!]));
}

/** The SKUs the seller's lister sessions and plans gave books: they may get a location before they are stock. */
export async function listerSkusOf(db: Executor, sellerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ sku: listingItems.sku })
    .from(listingItems)
    .where(eq(listingItems.userId, sellerId))
    .union(db.select({ sku: nsessionItems.sku }).from(nsessionItems).where(eq(nsessionItems.userId, sellerId)));
  return new Set(rows.map((row) => row.sku));
}

/** The location as a reply says it: null for none. */
export const shownLocation = sql<string | null>`nullif(${stockOverrides.location}, '')`;
