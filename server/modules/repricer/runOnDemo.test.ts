import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupType, Section } from '../../../src/contract';
import { DEMO_MARKETPLACE_SELLER_IDS } from '../../db/seed';
import { DEFAULT_REPRICER_SETTINGS } from '../../../src/contract/repricer/settings';
import { repricerGroups, repricerSettings, users } from '../../db/schema';
import { activateGroups, resultsOfRun, runToEnd } from '../../testing/repricerRun';
import { startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { sellerGroups } from './groups';

/**
 * Repricing the demo seller's stock (the SKUs a fresh `npm start` shows), run after run, with the
 * clock stopped so that every run meets the same market: the figures of issue 20.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { jobs: 'work' });
  server.freezeClock();
});
afterAll(() => server.close());

const GO_TO_MY_MAXIMUM: Section = {
  name: 'Go to my maximum',
  lines: [{ id: 'max', when: [], competition: { channel: 'ANY', minFeedbackRating: null, minFeedbackCount: null }, then: { kind: 'MAX' } }],
  fallback: { kind: 'KEEP' },
};

const DOWN_TO_MY_MINIMUM: Section = {
  name: 'Down to my minimum',
  lines: [{ id: 'floor', when: [], competition: { channel: 'ANY', minFeedbackRating: null, minFeedbackCount: null }, then: { kind: 'FIXED', price: 0 } }],
  fallback: { kind: 'KEEP' },
};

async function demoSeller(active: GroupType, section?: Section): Promise<SellerAuth> {
  const seller = await server.newSeller([['REPRICER', 'ACTIVE'], ['MY_PRICER', 'ACTIVE']]);
  await server.db.update(users).set({ marketplaceSellerId: DEMO_MARKETPLACE_SELLER_IDS.seller }).where(eq(users.id, seller.userId));
  await sellerGroups(server.db, seller.userId);
  await activateGroups(server.db, seller.userId, [active]);
  if (section) await server.db.update(repricerGroups).set({ section }).where(and(eq(repricerGroups.userId, seller.userId), eq(repricerGroups.groupType, active)));
  return seller;
}

/** Runs to the end `times` times; answers each watched SKU's price before the first run and after each. */
async function pricesOverRuns(seller: SellerAuth, skus: readonly string[], times: number): Promise<Record<string, number[]>> {
  const prices: Record<string, number[]> = Object.fromEntries(skus.map((sku) => [sku, []]));
  for (let run = 0; run < times; run++) {
    const { id } = await runToEnd(server, seller, 60_000);
    const rows = await resultsOfRun(server.db, seller.userId, id);
    for (const row of rows.filter((each) => skus.includes(each.sku))) {
      if (run === 0) prices[row.sku]!.push(row.previousPrice!);
      prices[row.sku]!.push(row.newPrice!);
    }
  }
  return prices;
}

describe('repricing the demo stock run after run on an unchanged market', () => {
  it('"go to my maximum" on FBA collectible sets each price once: the default maximum does not follow the price', async () => {
    const seller = await demoSeller('FBA_COLLECTIBLE', GO_TO_MY_MAXIMUM);
    const prices = await pricesOverRuns(seller, ['FB-C-015914', 'FB-C-000713'], 4);
    // No bounds of their own: 300% of the price they had before the repricer moved them, then held.
    expect(prices).toEqual({ 'FB-C-015914': [332, 996, 996, 996, 996], 'FB-C-000713': [1677, 5031, 5031, 5031, 5031] });
  }, 240_000);

  it('a price held at its default minimum is not halved again on the next run', async () => {
    const seller = await demoSeller('FBA_COLLECTIBLE', DOWN_TO_MY_MINIMUM);
    // Every price falls: the circuit breaker would pause the run, which is not what is tested here.
    const { excludedSellers: _none, ...settings } = DEFAULT_REPRICER_SETTINGS;
    await server.db.insert(repricerSettings).values({ userId: seller.userId, settings: { ...settings, circuitBreaker: { ...settings.circuitBreaker, enabled: false } } });
    const prices = await pricesOverRuns(seller, ['FB-C-000713'], 4);
    expect(prices['FB-C-000713']).toEqual([1677, 839, 839, 839, 839]);
  }, 240_000);
});
