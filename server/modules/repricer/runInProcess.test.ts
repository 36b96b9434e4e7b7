import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, DEVICE_ID_HEADER, routePath, sellerApi, type RepricerRun } from '../../../src/contract';
import { defaultConfig } from '../../config';
import { runs } from '../../db/schema';
import type { Marketplace } from '../../marketplace/marketplace';
import { createSimulatedMarketplace } from '../../marketplace/simulator';
import { newRunSeller, resultsOfRun, switchOffCircuitBreaker } from '../../testing/repricerRun';
import { dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { REPRICE_RUN_KIND, type RepricerRunSummary } from './run/summary';

/**
 * A repricing run works in the web process, as `npm start` runs it (PGlite, jobs worked in the
 * server). The marketplace here answers offers from memory as the simulator does, each after a few
 * milliseconds of this thread's time: a run of a few hundred SKUs then holds the thread about as
 * long as a big seller's run does, and still without any I/O that would let the event loop run.
 */

const runsApi = sellerApi.repricerRuns;
/** This thread's time per SKU's offers: SKUS × SPIN_MS of pricing. */
const SPIN_MS = 5;
const SKUS = 400;

function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function busyMarketplace(): Marketplace {
  const simulator = createSimulatedMarketplace({ catalogSize: defaultConfig().catalogSize });
  return {
    ...simulator,
    offersFor: async (...args) => {
      spin(SPIN_MS);
      return simulator.offersFor(...args);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: 'work', marketplace: busyMarketplace() });
});
afterAll(() => server.close());

const runRow = async (id: number) => (await server.db.select().from(runs).where(eq(runs.id, id)))[0]!;
const sellerRuns = (userId: number) => server.db.select().from(runs).where(and(eq(runs.sellerId, userId), eq(runs.kind, REPRICE_RUN_KIND)));

async function untilEnded(id: number) {
  await vi.waitFor(async () => expect(['QUEUED', 'RUNNING']).not.toContain((await runRow(id)).state), { timeout: 60_000, interval: 50 });
  return runRow(id);
}

/** "Reprice now" sent over real HTTP by a client that gives up after `ms`, as a closed tab does. */
async function startAndGiveUp(origin: string, seller: SellerAuth, ms: number) {
  const xsrf = 'give-up-xsrf-token-0123456789';
  const headers = { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf, authorization: `Bearer ${seller.token}`, [DEVICE_ID_HEADER]: seller.deviceId };
  await fetch(`${origin}${routePath(runsApi.start)}`, { method: 'POST', headers, signal: AbortSignal.timeout(ms) }).catch(() => undefined);
}

describe('a repricing run in the web process', () => {
  it("answers another seller's requests while it prices", async () => {
    const { seller } = await newRunSeller(server, SKUS);
    await switchOffCircuitBreaker(server.db, seller.userId);
    const other = await server.newSeller([['REPRICER', 'ACTIVE']]);
    const run = dataOf(await server.call<RepricerRun>(runsApi.start, {}, { auth: seller }));
    // A browser asking every 10 ms: how long each question and the wait before the next one took.
    const turns: number[] = [];
    while (['QUEUED', 'RUNNING'].includes((await runRow(run.id)).state)) {
      const asked = performance.now();
      dataOf(await server.call(sellerApi.user.me, {}, { auth: other }));
      await pause(10);
      turns.push(performance.now() - asked);
    }
    const ended = await runRow(run.id);
    expect(ended.state).toBe('DONE');
    const priceMs = (ended.summary as RepricerRunSummary).priceMs!;
    // The pricing held the thread for seconds; a run that never yields answers nobody meanwhile.
    expect(priceMs).toBeGreaterThan(SKUS * SPIN_MS * 0.9);
    expect(turns.length).toBeGreaterThan(10);
    expect(Math.max(...turns)).toBeLessThan(priceMs / 4);
  }, 90_000);

  it('ten starts → one run: every click, and a client that gave up, is answered with the run already queued or running', async () => {
    const { seller } = await newRunSeller(server, SKUS);
    await switchOffCircuitBreaker(server.db, seller.userId);
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // The first click's tab is closed at once; nine more clicks follow, 30 ms apart, while it runs.
    await startAndGiveUp(origin, seller, 5);
    const clicks = Array.from({ length: 9 }, (_, index) => pause(30 * (index + 1)).then(() => server.call<RepricerRun>(runsApi.start, {}, { auth: seller })));
    const answered = (await Promise.all(clicks)).map(dataOf);
    const started = await sellerRuns(seller.userId);
    expect(started).toHaveLength(1);
    expect(new Set(answered.map((run) => run.id))).toEqual(new Set([started[0]!.id]));

    const ended = await untilEnded(started[0]!.id);
    expect(ended.state).toBe('DONE');
    await pause(500); // no other run comes after it
    expect(await sellerRuns(seller.userId)).toHaveLength(1);
    expect(await resultsOfRun(server.db, seller.userId, ended.id)).toHaveLength(ended.total!);
  }, 90_000);

  it('ten starts at the same moment make one run (on PostgreSQL, ten transactions on as many connections)', async () => {
    const { seller } = await newRunSeller(server, 50);
    const answered = (await Promise.all(Array.from({ length: 10 }, () => server.call<RepricerRun>(runsApi.start, {}, { auth: seller })))).map(dataOf);
    const started = await sellerRuns(seller.userId);
    expect(started).toHaveLength(1);
    expect(new Set(answered.map((run) => run.id))).toEqual(new Set([started[0]!.id]));
    await untilEnded(started[0]!.id);
  }, 90_000);
});
