import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { listingItems, nsessionItems, stockOverrides } from '../../db/schema';
import type { Executor } from '../../db/database';

/**
 * Storage locations live on the SKU's override row (stock_overrides.location), for stock SKUs and
 * for books still in a lister shipment alike: the shelf is the seller's, whatever the marketplace
 * knows of the book. An empty text is a location the seller cleared.
 */

/** Reads in slices, so a lookup of 100,000 SKUs never sends one statement with 100,000 parameters. */
const SLICE = 10_000;

/** The locations of these SKUs of the seller that have one. */
export async function locationsOf(db: Executor, sellerId: number, skus: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < skus.length; start += SLICE) {
    const rows = await db
      .select({ sku: stockOverrides.sku, location: stockOverrides.location })
      .from(stockOverrides)
      .where(
        and(
          eq(stockOverrides.sellerId, sellerId),
          inArray(stockOverrides.sku, skus.slice(start, start + SLICE)),
          isNotNull(stockOverrides.location),
          ne(stockOverrides.location, ''),
        ),
      );
    for (const row of rows) found.set(row.sku, row.location!);
  }
  return found;
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
