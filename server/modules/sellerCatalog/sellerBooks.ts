import { asc, count, eq, max, sql } from 'drizzle-orm';
import { CATALOG_SNAPSHOT_PAGE_SIZE, type CatalogBook, type CatalogSnapshotPage } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { sellerCatalogBooks } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * The offline catalog where the marketplace has none to download (catalogCoverage SELLER_BOOKS, the
 * Selling Partner API): every book the seller's account looks up or lists is kept as the
 * marketplace described it, and the devices download those. On the simulator nothing is kept.
 */

type KeepDeps = Pick<AppDeps, 'db' | 'clock' | 'marketplace'>;

/** Keeps books the seller just looked up or listed, with what the marketplace answered now. */
export async function keepSellerBooks(deps: KeepDeps, userId: number, books: readonly CatalogBook[]): Promise<void> {
  if (deps.marketplace.catalogCoverage !== 'SELLER_BOOKS' || books.length === 0) return;
  const now = deps.clock();
  // One row a book: the device's catalog is keyed by ISBN too, so the last edition looked up stands for it.
  const byIsbn = new Map(books.map((book) => [book.isbn13, book]));
  await deps.db
    .insert(sellerCatalogBooks)
    .values([...byIsbn.values()].map((book) => ({ userId, isbn13: book.isbn13, book, seenAt: now, refreshedAt: now })))
    .onConflictDoUpdate({
      target: [sellerCatalogBooks.userId, sellerCatalogBooks.isbn13],
      set: { book: sql`excluded.book`, seenAt: sql`excluded.seen_at`, refreshedAt: sql`excluded.refreshed_at` },
    });
}

export interface SellerCatalogSummary {
  totalBooks: number;
  pageCount: number;
  /** Names the seller, the count and the newest refresh: a device downloads again whenever a book was added or refreshed. */
  version: string;
}

/** How many books the seller's catalog holds, in pages; an empty catalog is one empty page, so a download ends at once. */
export async function sellerCatalogSummary(db: Executor, userId: number): Promise<SellerCatalogSummary> {
  const [summary] = await db
    .select({ books: count(), newest: max(sellerCatalogBooks.refreshedAt) })
    .from(sellerCatalogBooks)
    .where(eq(sellerCatalogBooks.userId, userId));
  const totalBooks = summary?.books ?? 0;
  return {
    totalBooks,
    pageCount: Math.max(1, Math.ceil(totalBooks / CATALOG_SNAPSHOT_PAGE_SIZE)),
    version: `seller-${userId}-${totalBooks}-${summary?.newest?.getTime() ?? 0}`,
  };
}

/** A page (below summary.pageCount) of the seller's own catalog, in the snapshot's shape. */
export async function sellerCatalogPage(db: Executor, userId: number, summary: SellerCatalogSummary, page: number): Promise<CatalogSnapshotPage> {
  const rows = await db
    .select({ book: sellerCatalogBooks.book })
    .from(sellerCatalogBooks)
    .where(eq(sellerCatalogBooks.userId, userId))
    .orderBy(asc(sellerCatalogBooks.isbn13))
    .limit(CATALOG_SNAPSHOT_PAGE_SIZE)
    .offset(page * CATALOG_SNAPSHOT_PAGE_SIZE);
  const { version, pageCount, totalBooks } = summary;
  return { version, coverage: 'SELLER_BOOKS', page, pageCount, totalBooks, books: rows.map((row) => row.book) };
}
