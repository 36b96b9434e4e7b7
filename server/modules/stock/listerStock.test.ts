import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingShipments, nsessionItems, nsessions } from '../../db/schema';
import { addBooks, openSession, plainIsbns, submitSession } from '../../testing/lister';
import { newStockSeller, stockPage } from '../../testing/stock';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('books sent in through the lister', () => {
  it('join the stock as Inbound once their shipment is SUBMITTED and as Active once ACCEPTED', async () => {
    const { seller } = await newStockSeller(server, 50);
    const session = await openSession(server, seller);
    const items = await addBooks(server, seller, session.id, plainIsbns(2, 300));
    const submitted = await submitSession(server, seller, session.id);
    const shipmentIds = submitted.shipments.map((shipment) => shipment.id);
    const setStatus = (status: string) =>
      Promise.all(shipmentIds.map((id) => server.db.update(listingShipments).set({ status }).where(eq(listingShipments.id, id))));
    const listerRows = async () =>
      (await stockPage(server, seller, { qtyGte: 0, pageSize: 500 })).rows.filter((row) => items.some((item) => item.sku === row.sku));

    expect(await listerRows()).toEqual([]);
    await setStatus('SUBMITTED');
    const inbound = await listerRows();
    expect(inbound).toHaveLength(2);
    for (const row of inbound) {
      const item = items.find((candidate) => candidate.sku === row.sku)!;
      expect(row).toMatchObject({ asin: item.bookId, isbn13: item.isbn13, inboundQty: item.quantity, activeQty: 0, channel: 'FBA' });
      expect(row.price).toBeGreaterThan(0);
    }
    const inboundOnly = await stockPage(server, seller, { states: 'Inbound', text: items[0]!.sku, textField: 'SKU', textMatch: 'Equals' });
    expect(inboundOnly.total).toBe(1);
    await setStatus('ACCEPTED');
    expect((await listerRows()).every((row) => row.activeQty > 0 && row.inboundQty === 0)).toBe(true);
    await setStatus('CANCELLED');
    expect(await listerRows()).toEqual([]);
  });

  it('join the stock as Inbound once their plan of the newer flow is complete, at the plan’s price', async () => {
    const { seller } = await newStockSeller(server, 50);
    const [plan] = await server.db.insert(nsessions).values({ userId: seller.userId, type: 'fba', name: 'Plan' }).returning();
    const [isbn] = plainIsbns(1, 340);
    await server.db.insert(nsessionItems).values({
      sessionId: plan!.id,
      userId: seller.userId,
      asin: `ASIN${plan!.id}`.slice(0, 10),
      isbn13: isbn!,
      title: 'A planned book',
      author: 'A. Writer',
      weight: 9,
      restricted: false,
      fnsku: 'X00PLANNED1',
      sku: `PLAN-${plan!.id}`,
      condition: 'good',
      quantity: 3,
      price: 1234,
    });
    const planRows = async () => (await stockPage(server, seller, { qtyGte: 0, pageSize: 500 })).rows.filter((row) => row.sku === `PLAN-${plan!.id}`);
    expect(await planRows()).toEqual([]);
    await server.db.update(nsessions).set({ completedAt: new Date(), planStatus: 'SHIPPED' }).where(eq(nsessions.id, plan!.id));
    expect(await planRows()).toEqual([expect.objectContaining({ inboundQty: 3, activeQty: 0, price: 1234, channel: 'FBA', title: 'A planned book' })]);
  });
});
