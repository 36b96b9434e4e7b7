import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nsessionOperations, users } from '../../db/schema';
import { deriveInventory } from '../../marketplace/inventory';
import type { Marketplace } from '../../marketplace/marketplace';
import { startFakeMarketplace, type FakeMarketplace } from '../../marketplace/spApi/fake/fakeMarketplace';
import { FAKE_OPERATION_MS } from '../../marketplace/spApi/fake/inbound';
import { createSpApiMarketplace } from '../../marketplace/spApi/spApiMarketplace';
import { createNsession, newNsessionSeller, nsessionCalls } from '../../testing/nsession';
import { connectOnFake, FAST_SP_API, spApiConfigFor } from '../../testing/spApi';
import { dataOf, startTestServer, type TestServer } from '../../testing/testServer';
import { settleOperation } from './operations';

/**
 * The newer lister flow on the Selling Partner API adapter over the fake: books scanned into a plan
 * become the seller's own FBA listings, and the plan is made on the marketplace. Each step asks the
 * marketplace inside its database transaction, which on PGlite must not wait on the database.
 */

const CATALOG = 5000;
const ACCOUNT = 'AFAKEPLAN-60';
let fake: FakeMarketplace;
let server: TestServer;
let adapter: Marketplace;

beforeAll(async () => {
  fake = await startFakeMarketplace({ catalogSize: CATALOG });
  server = await startTestServer({ catalogSize: CATALOG }, { marketplace: (deps) => (adapter = createSpApiMarketplace(deps, spApiConfigFor(fake), FAST_SP_API)) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Works the plan's operations as the job does, on the adapter, until none runs. */
async function settle(sessionId: number) {
  const deps = { db: server.db, clock: server.clock, marketplace: adapter };
  for (let round = 0; round < 20; round++) {
    const running = await server.db
      .select({ id: nsessionOperations.id })
      .from(nsessionOperations)
      .where(and(eq(nsessionOperations.sessionId, sessionId), eq(nsessionOperations.status, 'IN_PROGRESS')));
    if (running.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, FAKE_OPERATION_MS));
    for (const { id } of running) await settleOperation(deps, async () => null, id);
  }
  throw new Error('the plan\'s operations did not end');
}

describe('a plan on the Selling Partner API', () => {
  it('scans the seller\'s FBA listings into a plan and makes it on the marketplace, with its packing options', async () => {
    const seller = await newNsessionSeller(server);
    await connectOnFake(server.db, server.config, fake, seller.userId, ACCOUNT);
    const address = { phone: '+15035550142', addressLine1: '418 Harbor Street', city: 'Portland', state: 'OR', zip: '97204' };
    await server.db.update(users).set(address).where(eq(users.id, seller.userId));
    const session = await createNsession(server, seller);
    const calls = nsessionCalls(server, seller, Number(session.idStr));
    const listed = (await deriveInventory(ACCOUNT, CATALOG)).filter((sku) => sku.channel === 'FBA' && sku.subCondition === session.settings.defaultCondition && sku.isbn13).slice(0, 2);
    expect(listed.length).toBeGreaterThan(0);
    for (const sku of listed) expect((await calls.add(sku.isbn13)).item).toMatchObject({ sku: sku.sku });

    // A while later the seller's authorisation is read again, before the step's transaction opens.
    server.advanceClock(5 * 60_000);
    dataOf(await calls.submit());
    await settle(Number(session.idStr));
    const plan = await calls.read();
    expect(plan.planId).toMatch(/^wf/);
    const { options } = await calls.options();
    expect(options.length).toBeGreaterThan(0);
  });
});
