import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { readInPages } from '../../db/readInPages';
import { repricingResults } from '../../db/schema';
import type { JobDeps } from '../../jobs/defineJob';

export interface ChangedPrice {
  sku: string;
  previousPrice: number | null;
  newPrice: number | null;
}

/** The prices a run changed, by SKU: what its feed file lists and what is pushed to a real marketplace. */
export function changedPrices(deps: Pick<JobDeps, 'db'>, sellerId: number, runId: number, signal?: AbortSignal): Promise<ChangedPrice[]> {
  // A run of 100,000 SKUs may change as many prices: read in pages (by the results' unique SKU).
  return readInPages(
    deps.db,
    (tx, after: ChangedPrice | undefined, limit) =>
      tx
        .select({ sku: repricingResults.sku, previousPrice: repricingResults.previousPrice, newPrice: repricingResults.newPrice })
        .from(repricingResults)
        .where(
          and(
            eq(repricingResults.userId, sellerId),
            eq(repricingResults.runId, runId),
            isNotNull(repricingResults.newPrice),
            sql`${repricingResults.newPrice} IS DISTINCT FROM ${repricingResults.previousPrice}`,
            after ? gt(repricingResults.sku, after.sku) : undefined,
          ),
        )
        .orderBy(repricingResults.sku)
        .limit(limit),
    { signal },
  );
}

