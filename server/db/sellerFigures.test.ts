import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomers, customerSpec } from '../testing/customers';
import { newListerSeller, openSession } from '../testing/lister';
import { startTestServer, type TestServer } from '../testing/testServer';
import { addMonths } from '../modules/billing/periods';
import { invoices, listingSessions, nsessions, sellerFigures, users } from './schema';
import { sqlRows } from './sqlRows';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sellers whose kept counts differ from a count of their rows now: none, ever. */
const drifted = () =>
  sqlRows<{ id: number }>(
    server.db,
    sql`SELECT u.id FROM users u LEFT JOIN seller_figures sf ON sf.user_id = u.id
      WHERE coalesce(sf.paid_invoices, 0) <> (SELECT count(*) FROM invoices i WHERE i.user_id = u.id AND i.paid_at IS NOT NULL)
         OR coalesce(sf.fba_sessions, 0) <> (SELECT count(*) FROM listing_sessions s WHERE s.user_id = u.id AND s.channel = 'FBA') + (SELECT count(*) FROM nsessions n WHERE n.user_id = u.id)
         OR coalesce(sf.fbm_sessions, 0) <> (SELECT count(*) FROM listing_sessions s WHERE s.user_id = u.id AND s.channel = 'FBM')`,
  );
const figuresOf = async (userId: number) => (await server.db.select().from(sellerFigures).where(eq(sellerFigures.userId, userId)))[0];

describe('seller_figures', () => {
  it('follows paid invoices and sessions through inserts, updates and deletes, whoever writes them', async () => {
    const now = server.clock();
    const [id] = await addCustomers(server, [
      customerSpec(`figures-${Date.now()}@folio.test`, {
        subscriptions: [{ planCode: 'LISTER', startedAt: addMonths(now, -3), ending: { kind: 'RUNNING' } }],
        listingSessions: { fba: 2, fbm: 1 },
      }),
    ]);
    expect(await figuresOf(id!)).toEqual({ userId: id, paidInvoices: 4, fbaSessions: 2, fbmSessions: 1 });

    const [first] = await server.db.select().from(invoices).where(eq(invoices.userId, id!)).orderBy(invoices.id).limit(1);
    await server.db.update(invoices).set({ paidAt: null, status: 'FAILED' }).where(eq(invoices.id, first!.id));
    expect((await figuresOf(id!))!.paidInvoices).toBe(3);
    await server.db.update(invoices).set({ paidAt: now, status: 'PAID' }).where(eq(invoices.userId, id!));
    expect((await figuresOf(id!))!.paidInvoices).toBe(4);
    await server.db.delete(invoices).where(eq(invoices.id, first!.id));
    expect((await figuresOf(id!))!.paidInvoices).toBe(3);

    await server.db.insert(nsessions).values([{ userId: id!, type: 'fba', name: 'One' }, { userId: id!, type: 'fba', name: 'Two' }]);
    await server.db.delete(listingSessions).where(eq(listingSessions.channel, 'FBM'));
    expect(await figuresOf(id!)).toMatchObject({ fbaSessions: 4, fbmSessions: 0 });
    expect(await drifted()).toEqual([]);

    // A seller deleted for good takes their counts along (their rows cascade).
    await server.db.delete(users).where(eq(users.id, id!));
    expect(await figuresOf(id!)).toBeUndefined();
    expect(await drifted()).toEqual([]);
  });

  it('counts a listing session a seller makes through the API', async () => {
    const seller = await newListerSeller(server);
    await openSession(server, seller, 'FBM', 'Through the API');
    expect(await figuresOf(seller.userId)).toMatchObject({ fbmSessions: 1 });
    expect(await drifted()).toEqual([]);
  });
});
