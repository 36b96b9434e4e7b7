import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { invoices, paymentSimCharges } from '../../db/schema';
import { createSimulatedProcessor } from '../../payments/simulator';
import { LONG_SESSIONS, subscribedSeller } from '../../testing/billing';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { sweepBilling } from './renewals';

/**
 * Two workers on one PostgreSQL, each with its own connections as two processes would have, sweep
 * the same due renewals at the same moment: every subscription is renewed once and every invoice
 * charged once. PostgreSQL only: PGlite is one connection in one process, where sweeps cannot
 * overlap (the sweep tests of renewals.test.ts run on both).
 */

let server: TestServer;
let second: DatabaseHandle;
beforeAll(async () => {
  server = await startTestServer(LONG_SESSIONS);
  const url = (server.database as DatabaseHandle & { url?: string }).url!;
  second = await openDatabase({ driver: 'postgres', url, onConnectionError: () => undefined });
});
afterAll(async () => {
  await second.close();
  await server.close();
});

describe('two workers sweeping at once', () => {
  it('renew each due subscription once and charge each invoice once', { timeout: 120_000 }, async () => {
    const subscribed = [];
    for (let i = 0; i < 12; i++) subscribed.push((await subscribedSeller(server, i % 2 ? 'Lister' : 'Warehouse bundle')).subscription);
    const latest = Math.max(...subscribed.map(({ paidThrough }) => new Date(paidThrough!).getTime()));
    server.advanceClock(latest - server.clock().getTime() + 60_000);

    const worker = (handle: DatabaseHandle) =>
      sweepBilling({ db: handle.db, clock: server.clock, payments: createSimulatedProcessor({ db: handle.db, clock: server.clock }) });
    const summaries = await Promise.all([worker(server.database), worker(second), worker(server.database), worker(second)]);
    // Between them the workers renewed these twelve (and whatever else the database held due).
    expect(summaries.reduce((sum, { renewed }) => sum + renewed, 0)).toBeGreaterThanOrEqual(12);

    const ids = subscribed.map(({ id }) => id);
    const renewals = (await server.db.select().from(invoices).where(inArray(invoices.subscriptionId, ids))).filter(({ purpose }) => purpose === 'RENEWAL');
    expect(renewals.map(({ subscriptionId }) => subscriptionId).sort((a, b) => a! - b!)).toEqual([...ids].sort((a, b) => a - b));
    for (const renewal of renewals) {
      expect(renewal.status).toBe('PAID');
      const charged = await server.db.select().from(paymentSimCharges).where(like(paymentSimCharges.idempotencyKey, `folio-invoice-${renewal.id}-attempt-%`));
      expect(charged, renewal.number).toHaveLength(1);
    }
    const [first] = await server.db.select().from(invoices).where(eq(invoices.id, renewals[0]!.id));
    expect(first!.paidAt).not.toBeNull();
  });
});
