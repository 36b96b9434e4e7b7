import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi, type Subscription } from '../../../src/contract';
import type { PaymentProcessor } from '../../payments/processor';
import { createSimulatedProcessor } from '../../payments/simulator';
import { LONG_SESSIONS, subscribedSeller } from '../../testing/billing';
import { dataOf, startTestServer, type TestServer } from '../../testing/testServer';
import { sweepBilling } from './renewals';

/**
 * The renewal sweep beside other sellers' requests, in the web process on PGlite (as `npm start`
 * runs it). The processor answers each charge after some milliseconds of this thread's time, as
 * the simulator answers from the database in this thread: a sweep of a few dozen renewals then
 * holds the thread as long as one of thousands would, with no I/O that lets the event loop run.
 */

const SELLERS = 30;
const CHARGE_SPIN_MS = 25;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
});
afterAll(() => server.close());

function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the renewal sweep', () => {
  it("answers another seller's requests while it renews", async () => {
    const subscribed: Subscription[] = [];
    for (let i = 0; i < SELLERS; i++) subscribed.push((await subscribedSeller(server, 'Lister')).subscription);
    const other = await server.newSeller();
    const latest = Math.max(...subscribed.map((subscription) => new Date(subscription.paidThrough!).getTime()));
    server.advanceClock(latest - server.clock().getTime() + 60_000);

    const simulator = createSimulatedProcessor({ db: server.db, clock: server.clock });
    const busy: PaymentProcessor = {
      ...simulator,
      charge: (request) => {
        spin(CHARGE_SPIN_MS);
        return simulator.charge(request);
      },
    };
    const started = performance.now();
    let sweepMs = 0;
    const swept = sweepBilling({ db: server.db, clock: server.clock, payments: busy }).finally(() => (sweepMs = performance.now() - started));
    // A browser asking every 10 ms while the sweep runs: how long each question and the wait before the next took.
    const turns: number[] = [];
    while (sweepMs === 0) {
      const asked = performance.now();
      dataOf(await server.call(sellerApi.user.me, {}, { auth: other }));
      await pause(10);
      turns.push(performance.now() - asked);
    }
    expect((await swept).renewed).toBeGreaterThanOrEqual(SELLERS); // and the seeded accounts' own
    // The charges alone held the thread that long; a sweep that never yields answers nobody meanwhile.
    expect(sweepMs).toBeGreaterThan(SELLERS * CHARGE_SPIN_MS);
    expect(turns.length).toBeGreaterThan(5);
    expect(Math.max(...turns)).toBeLessThan(sweepMs / 4);
  }, 120_000);
});
