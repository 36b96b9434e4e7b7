import { and, asc, eq, lt, min } from 'drizzle-orm';
import { z } from 'zod';
import { sellerCatalogBooks } from '../../db/schema';
import { timeSlicer } from '../../eventLoop/timeSlices';
import { defineJob, type JobContext, type JobDeps } from '../../jobs/defineJob';
import { asSeller } from '../../marketplace/sellerScope';

/**
 * Keeps the sellers' own offline catalogs fresh (sellerBooks.ts). Every hour the scheduled run
 * queues one job per seller who has books older than a day; each refreshes that seller's oldest
 * books through the marketplace client, which waits for each call's rate-limit token, so a
 * refresh never spends more than the published limits and live scans keep their share.
 */

/** A book's prices and offers are a day old at most when the refresh keeps up. */
export const SELLER_BOOK_STALE_MS = 24 * 3600_000;
/**
 * Books one seller's job refreshes. A book costs a catalog search and an offers call; at the
 * offers call's published pace (about half a book a second per seller) 600 books take some twenty
 * minutes of each hour, leaving the rest to the seller's own scans: 14,400 books a day.
 */
export const SELLER_BOOKS_PER_RUN = 600;

const JOB_NAME = 'seller-catalog-refresh';
const refreshPayload = z.object({ userId: z.number().int().positive().optional() });

export interface SellerCatalogRefresh {
  refreshed: number;
  /** Books the marketplace no longer lists: they leave the seller's catalog. */
  dropped: number;
}

/** Refreshes up to `limit` of one seller's books last described before `now - SELLER_BOOK_STALE_MS`, oldest first. */
export async function refreshSellerBooks(
  deps: Pick<JobDeps, 'db' | 'clock' | 'marketplace'>,
  userId: number,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<SellerCatalogRefresh> {
  const summary: SellerCatalogRefresh = { refreshed: 0, dropped: 0 };
  if (deps.marketplace.catalogCoverage !== 'SELLER_BOOKS') return summary;
  // Asked as the seller: a real marketplace answers with their authorisation and counts their limits.
  return asSeller(userId, () => refreshOldest(deps, userId, options, summary));
}

async function refreshOldest(
  deps: Pick<JobDeps, 'db' | 'clock' | 'marketplace'>,
  userId: number,
  options: { limit?: number; signal?: AbortSignal },
  summary: SellerCatalogRefresh,
): Promise<SellerCatalogRefresh> {
  const staleBefore = new Date(deps.clock().getTime() - SELLER_BOOK_STALE_MS);
  const stale = await deps.db
    .select({ isbn13: sellerCatalogBooks.isbn13 })
    .from(sellerCatalogBooks)
    .where(and(eq(sellerCatalogBooks.userId, userId), lt(sellerCatalogBooks.refreshedAt, staleBefore)))
    .orderBy(asc(sellerCatalogBooks.refreshedAt))
    .limit(options.limit ?? SELLER_BOOKS_PER_RUN);
  const slicer = timeSlicer(options.signal ? { signal: options.signal } : {});
  for (const { isbn13 } of stale) {
    await slicer.pause();
    const book = await deps.marketplace.findByCode(isbn13);
    const row = and(eq(sellerCatalogBooks.userId, userId), eq(sellerCatalogBooks.isbn13, isbn13));
    if (book) {
      await deps.db.update(sellerCatalogBooks).set({ book, refreshedAt: deps.clock() }).where(row);
      summary.refreshed += 1;
    } else {
      await deps.db.delete(sellerCatalogBooks).where(row);
      summary.dropped += 1;
    }
  }
  return summary;
}

/** The scheduled run: one job per seller with stale books, so sellers are refreshed side by side. */
async function queueStaleSellers(deps: Pick<JobDeps, 'db' | 'clock'>, send: JobContext['send']): Promise<{ sellers: number }> {
  const staleBefore = new Date(deps.clock().getTime() - SELLER_BOOK_STALE_MS);
  const sellers = await deps.db
    .select({ userId: sellerCatalogBooks.userId })
    .from(sellerCatalogBooks)
    .groupBy(sellerCatalogBooks.userId)
    .having(lt(min(sellerCatalogBooks.refreshedAt), staleBefore));
  for (const { userId } of sellers) await send(JOB_NAME, { userId }, { singletonKey: `seller-catalog-${userId}` });
  return { sellers: sellers.length };
}

export const sellerCatalogRefreshJob = defineJob(
  JOB_NAME,
  refreshPayload,
  async ({ userId }, { deps, send, signal }) => {
    if (deps.marketplace.catalogCoverage !== 'SELLER_BOOKS') return { sellers: 0 };
    return userId === undefined ? queueStaleSellers(deps, send) : refreshSellerBooks(deps, userId, { signal });
  },
  // A seller's refresh waits for rate-limit tokens: it may take most of the hour, never more.
  { policy: 'short', retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 50 * 60, cron: '17 * * * *' },
);
