import { and, eq } from 'drizzle-orm';
import { sellerApi, type GroupType, type RepricerRun } from '../../src/contract';
import type { Database } from '../db/database';
import { DEFAULT_REPRICER_SETTINGS } from '../../src/contract/repricer/settings';
import { repricerGroups, repricerSettings, repricingResults, users } from '../db/schema';
import { sellerGroups } from '../modules/repricer/groups';
import { dataOf, type SellerAuth, type TestServer } from './testServer';

/** Helpers of the repricing run tests: a seller with stock and groups switched on, and a run followed to its end. */

export async function newRunSeller(server: TestServer, size: number, active: readonly GroupType[] | 'ALL' = 'ALL') {
  const seller = await server.newSeller([['REPRICER', 'ACTIVE'], ['MY_PRICER', 'ACTIVE']]);
  const marketplaceSellerId = `TEST-${seller.userId}-${size}`;
  await server.db.update(users).set({ marketplaceSellerId }).where(eq(users.id, seller.userId));
  await activateGroups(server.db, seller.userId, active);
  return { seller, marketplaceSellerId };
}

export async function activateGroups(db: Database, userId: number, active: readonly GroupType[] | 'ALL' = 'ALL') {
  for (const group of await sellerGroups(db, userId)) {
    const on = active === 'ALL' || active.includes(group.groupType as GroupType);
    await db.update(repricerGroups).set({ active: on }).where(eq(repricerGroups.id, group.id));
  }
}

/** The circuit breaker off, so that a run applies every price it makes. */
export const switchOffCircuitBreaker = (db: Database, userId: number) =>
  db.insert(repricerSettings).values({
    userId,
    settings: { ...DEFAULT_REPRICER_SETTINGS, excludedSellers: undefined, circuitBreaker: { enabled: false, maxSharePercent: 20, dropPercent: 30 } },
  });

export async function runToEnd(server: TestServer, seller: SellerAuth, timeoutMs = 20_000): Promise<RepricerRun> {
  const started = dataOf(await server.call<RepricerRun>(sellerApi.repricerRuns.start, {}, { auth: seller }));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = dataOf(await server.call<RepricerRun>(sellerApi.repricerRuns.read, { params: { id: started.id } }, { auth: seller }));
    if (!['QUEUED', 'RUNNING'].includes(run.state)) return run;
    if (Date.now() > until) throw new Error(`run ${run.id} still ${run.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const resultsOfRun = (db: Database, userId: number, runId: number) =>
  db.select().from(repricingResults).where(and(eq(repricingResults.userId, userId), eq(repricingResults.runId, runId)));
