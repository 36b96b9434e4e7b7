import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ITEM_QUANTITY_MAX, sellerApi } from '../../../src/contract';
import { boxItems, listingShipments, shipmentBoxes, staBoxItems, staBoxes } from '../../db/schema';
import { boxUnits, sessionWithBooks, submitSession } from '../../testing/lister';
import { ids, listerItemCalls } from '../../testing/listerItems';
import { apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';

/** An item's quantity, its removal (each giving back packed units) and its min and max prices. */

const api = sellerApi.listerItems;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { allItems, update, remove, setQuantity, setMinMax, removeMany } = listerItemCalls(() => server);

async function boxRows(itemId: number) {
  const rows = await server.db
    .select({ number: shipmentBoxes.number, quantity: boxItems.quantity })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(eq(boxItems.itemId, itemId))
    .orderBy(shipmentBoxes.number);
  return rows.map((row) => [row.number, row.quantity]);
}

/** A submitted session whose only item (plain, 6 units) went to one shipment. */
async function submittedWithSixUnits() {
  const { seller, session, items } = await sessionWithBooks(server, 1, 300);
  dataOf(await setQuantity(seller, session.id, items[0]!.id, { quantity: 6 }));
  await submitSession(server, seller, session.id);
  const [item] = await allItems(seller, session.id);
  return { seller, session, item: item! };
}

describe('setQuantity and setMinMax', () => {
  it('sets the quantity and moves the item to the top', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 2, 4000);
    const reply = dataOf(await setQuantity(seller, session.id, items[0]!.id, { quantity: 7 }));
    expect(reply.item).toMatchObject({ id: items[0]!.id, quantity: 7 });
    expect(reply.sessionSummary).toMatchObject({ itemQuantity: 8, skuQuantity: 2 });
    expect(ids(await allItems(seller, session.id))).toEqual([items[0]!.id, items[1]!.id]);
    expect(fieldError(await setQuantity(seller, session.id, items[0]!.id, { quantity: 0 }), 'quantity')).toContain('at least 1');
    expect(fieldError(await setQuantity(seller, session.id, items[0]!.id, { quantity: ITEM_QUANTITY_MAX + 1 }), 'quantity')).toContain('at most');
    expect(fieldError(await setQuantity(seller, session.id, items[0]!.id, { quantity: 2, shipmentId: 'x' }), 'shipmentId')).toContain('whole number');
    expect(fieldError(await setQuantity(seller, session.id, items[0]!.id, { quantity: 2, shipmentId: 5 }), 'shipmentId')).toContain('shipment of this item');
  });

  it('below the packed units, takes units out of the last boxes first', async () => {
    const { seller, session, item } = await submittedWithSixUnits();
    await boxUnits(server, seller, item, 1, 2);
    await boxUnits(server, seller, item, 2, 1);
    await boxUnits(server, seller, item, 3, 2);
    expect(dataOf(await setQuantity(seller, session.id, item.id, { quantity: 5, shipmentId: item.shipmentId })).item.boxedQuantity).toBe(5);
    expect(await boxRows(item.id)).toEqual([[1, 2], [2, 1], [3, 2]]);
    const reply = dataOf(await setQuantity(seller, session.id, item.id, { quantity: 2, shipmentId: item.shipmentId }));
    expect(reply.item).toMatchObject({ quantity: 2, boxedQuantity: 2 });
    expect(reply.sessionSummary).toMatchObject({ itemQuantity: 2, boxedQuantity: 2, boxCount: 3 });
    expect(await boxRows(item.id)).toEqual([[1, 2]]);
    dataOf(await setQuantity(seller, session.id, item.id, { quantity: 1 }));
    expect(await boxRows(item.id)).toEqual([[1, 1]]);
  });

  it('before the submission, takes units out of send-to-marketplace boxes, last box first', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 1, 4200);
    const item = items[0]!;
    dataOf(await setQuantity(seller, session.id, item.id, { quantity: 4 }));
    for (const [number, quantity] of [[1, 1], [2, 2]] as const) {
      const [box] = await server.db.insert(staBoxes).values({ sessionId: session.id, userId: seller.userId, number }).returning();
      await server.db.insert(staBoxItems).values({ boxId: box!.id, itemId: item.id, quantity });
    }
    const reply = dataOf(await setQuantity(seller, session.id, item.id, { quantity: 2 }));
    expect(reply.item).toMatchObject({ quantity: 2, boxedQuantity: 2 });
    expect(reply.sessionSummary).toMatchObject({ itemQuantity: 2, boxedQuantity: 2, boxCount: 2 });
    const rows = await server.db
      .select({ number: staBoxes.number, quantity: staBoxItems.quantity })
      .from(staBoxItems)
      .innerJoin(staBoxes, eq(staBoxes.id, staBoxItems.boxId))
      .where(eq(staBoxItems.itemId, item.id))
      .orderBy(staBoxes.number);
    expect(rows).toEqual([{ number: 1, quantity: 1 }, { number: 2, quantity: 1 }]);
  });

  it('puts a BOXED shipment back to BOXING when units are added, and freezes items of a submitted shipment', async () => {
    const { seller, session, item } = await submittedWithSixUnits();
    await boxUnits(server, seller, item, 1, 6);
    await server.db.update(listingShipments).set({ status: 'BOXED' }).where(eq(listingShipments.id, item.shipmentId!));
    dataOf(await setQuantity(seller, session.id, item.id, { quantity: 4 }));
    const [stillBoxed] = await server.db.select().from(listingShipments).where(eq(listingShipments.id, item.shipmentId!));
    expect(stillBoxed!.status).toBe('BOXED');
    dataOf(await setQuantity(seller, session.id, item.id, { quantity: 8 }));
    const [boxing] = await server.db.select().from(listingShipments).where(eq(listingShipments.id, item.shipmentId!));
    expect(boxing!.status).toBe('BOXING');

    await server.db.update(listingShipments).set({ status: 'SUBMITTED' }).where(eq(listingShipments.id, item.shipmentId!));
    for (const reply of [
      await setQuantity(seller, session.id, item.id, { quantity: 3 }),
      await update(seller, session.id, item.id, { conditionNote: 'x' }),
      await remove(seller, session.id, item.id),
      await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [item.id], isBoxed: true }),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 409 });
      expect(apiError(reply).errorMessage).toContain('SUBMITTED');
    }
    // Prices are not part of the shipment.
    expect(dataOf(await setMinMax(seller, session.id, item.id, 300, 900)).item).toMatchObject({ minPrice: 300, maxPrice: 900, quantity: 8 });
  });

  it('sets min and max, clears them with null, and refuses a max below the min', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 2, 4100);
    const reply = dataOf(await setMinMax(seller, session.id, items[0]!.id, 250, 250));
    expect(reply.item).toMatchObject({ minPrice: 250, maxPrice: 250 });
    expect(reply.item.dateUpdated > items[0]!.dateUpdated).toBe(true);
    expect(dataOf(await setMinMax(seller, session.id, items[0]!.id, null, 400)).item).toMatchObject({ minPrice: null, maxPrice: 400 });
    expect(apiError(await setMinMax(seller, session.id, items[0]!.id, 500, 400))).toMatchObject({
      status: 400,
      errorCode: ErrorCode.VALIDATION_FAILED,
      errorMessage: 'The max price must not be below the min price.',
    });
    expect(fieldError(await setMinMax(seller, session.id, items[0]!.id, 0, 400), 'min')).toContain('at least');
    expect(fieldError(await server.call(api.setMinMax, { params: { sessionId: session.id, itemId: items[0]!.id }, body: { min: 1 } }, { auth: seller }), 'max')).toBeTruthy();
    expect((await allItems(seller, session.id)).find((item) => item.id === items[0]!.id)).toMatchObject({ minPrice: null, maxPrice: 400 });
  });
});

describe('remove', () => {
  it('removes an item with its packed units and answers the new totals', async () => {
    const { seller, session, item } = await submittedWithSixUnits();
    await boxUnits(server, seller, item, 1, 2);
    const reply = dataOf(await remove(seller, session.id, item.id));
    expect(reply).toMatchObject({ outcome: null, item: null, itemPage: { content: [] } });
    expect(reply.sessionSummary).toMatchObject({ itemQuantity: 0, skuQuantity: 0, boxedQuantity: 0, boxCount: 1 });
    expect(await boxRows(item.id)).toEqual([]);
    expect(apiError(await remove(seller, session.id, item.id)).status).toBe(404);
  });
});
