import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminPrincipal } from '../../auth/principals';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { timeSlicer } from '../../eventLoop/timeSlices';
import { defineJob, type JobDeps } from '../../jobs/defineJob';
import { recordStaffAction } from '../staffActions/record';

/** Sellers asked per page: one read and at most a handful of writes, then the event loop goes back to requests. */
const PAGE = 200;

const connected = and(isNotNull(users.marketplaceSellerId), isNull(users.deletedAt));

export interface SellerNamesSummary {
  asked: number;
  renamed: number;
}

/**
 * Asks the marketplace for the storefront name of every seller connected to it, a page at a time in
 * id order, and keeps what changed. A real marketplace answers over the network and rate-limits,
 * which is why this is a job and not a request.
 */
export async function refreshSellerNames(deps: Pick<JobDeps, 'db' | 'clock' | 'marketplace'>, signal?: AbortSignal): Promise<SellerNamesSummary> {
  const summary: SellerNamesSummary = { asked: 0, renamed: 0 };
  const slicer = timeSlicer(signal ? { signal } : {});
  for (let after = 0; ; ) {
    const page = await deps.db
      .select({ id: users.id, sellerId: users.marketplaceSellerId, name: users.marketplaceSellerName })
      .from(users)
      .where(and(connected, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(PAGE);
    if (page.length === 0) return summary;
    const now = deps.clock();
    for (const seller of page) {
      await slicer.pause();
      const name = await deps.marketplace.sellerName(seller.sellerId!, now);
      summary.asked += 1;
      if (name === seller.name) continue;
      summary.renamed += 1;
      await deps.db.update(users).set({ marketplaceSellerName: name }).where(eq(users.id, seller.id));
    }
    await deps.db.update(users).set({ marketplaceSellerNameAt: now }).where(inArray(users.id, page.map(({ id }) => id)));
    after = page.at(-1)!.id;
  }
}

export const sellerNamesJob = defineJob('seller-names-refresh', z.object({}), (_payload, { deps, signal }) => refreshSellerNames(deps, signal), {
  // One refresh waiting is enough: a second click while it waits sends nothing.
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
});

/** PUT management/user/sellerNames/refresh: queued once; the reply says whether a refresh was already waiting. */
export async function startSellerNamesRefresh(deps: AppDeps, staff: AdminPrincipal) {
  const sellers = await deps.db.$count(users, connected);
  const jobId = await deps.jobs.send(sellerNamesJob.name, {}, { singletonKey: 'all-sellers' });
  await deps.db.transaction((tx) => recordStaffAction(tx, staff, { userId: null, action: 'SELLER_NAMES_REFRESH', detail: { sellers, queued: jobId !== null } }));
  return { queued: jobId !== null, sellers };
}
