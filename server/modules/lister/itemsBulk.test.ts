import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staBoxItems, staBoxes } from '../../db/schema';
import { addBooks, boxUnits, openSession, plainIsbns, sessionWithBooks, submitSession } from '../../testing/lister';
import { ids, listerItemCalls } from '../../testing/listerItems';
import { apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';

/** The lister's calls on many items at once: removal by selection or by box, and moving to another session. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { allItems, setQuantity, removeMany, move } = listerItemCalls(() => server);

describe('removeMany', () => {
  it('removes selected items; packed ones only with isBoxed', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 3, 5000);
    dataOf(await setQuantity(seller, session.id, items[0]!.id, { quantity: 2 }));
    await submitSession(server, seller, session.id);
    const [packed] = (await allItems(seller, session.id)).filter((item) => item.id === items[0]!.id);
    await boxUnits(server, seller, packed!, 1, 1);
    const refused = apiError(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id, items[1]!.id], isBoxed: false }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('1 item has units packed');
    const unpacked = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[1]!.id, items[1]!.id], isBoxed: false }));
    expect(unpacked).toMatchObject({ removed: 1, sessionSummary: { skuQuantity: 2, itemQuantity: 3 } });
    const withBoxed = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id], isBoxed: true }));
    expect(withBoxed).toMatchObject({ removed: 1, sessionSummary: { skuQuantity: 1, itemQuantity: 1, boxedQuantity: 0 } });
  });

  it('removes every item of a box, from all its boxes', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 3, 6000);
    await submitSession(server, seller, session.id);
    const submitted = await allItems(seller, session.id);
    const byId = (id: number) => submitted.find((item) => item.id === id)!;
    // Put two items of one shipment in a box; the third may be in another shipment.
    const first = byId(items[0]!.id);
    const sameShipment = submitted.filter((item) => item.shipmentId === first.shipmentId && item.id !== first.id);
    const boxId = await boxUnits(server, seller, first, 1, 1);
    if (sameShipment.length > 0) await boxUnits(server, seller, sameShipment[0]!, 1, 1);
    expect(apiError(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: false })).status).toBe(409);
    const reply = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: true }));
    expect(reply.removed).toBe(Math.min(2, sameShipment.length + 1));
    expect(reply.sessionSummary).toMatchObject({ skuQuantity: 3 - reply.removed, boxedQuantity: 0, boxCount: 1 });
    expect(dataOf(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: true })).removed).toBe(0);
  });

  it('refuses a missing selection, unknown items and boxes', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 1, 6500);
    const other = await sessionWithBooks(server, 1, 6600);
    expect(fieldError(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', isBoxed: false }), 'itemIds')).toContain('at least one');
    expect(fieldError(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', isBoxed: false }), 'boxId')).toContain('required');
    expect(fieldError(await removeMany(seller, session.id, { boxSelectionType: 'SOME', isBoxed: false }), 'boxSelectionType')).toContain('SELECTED or ALL_IN_BOX');
    expect(fieldError(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id] }), 'isBoxed')).toContain('true or false');
    expect(apiError(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id, other.items[0]!.id], isBoxed: true }))).toMatchObject({
      status: 404,
      errorMessage: 'The item was not found.',
    });
    expect(apiError(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId: 2_000_000_000, isBoxed: true }))).toMatchObject({
      status: 404,
      errorMessage: 'The box was not found.',
    });
    expect(await allItems(seller, session.id)).toHaveLength(1);
    expect(await allItems(other.seller, other.session.id)).toHaveLength(1);
  });
});

describe('move', () => {
  it('moves unpacked items to another open session, merging the same fnsku', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 3, 7000);
    const target = await openSession(server, seller);
    const [merged] = await addBooks(server, seller, target.id, [items[0]!.isbn13]);
    const reply = dataOf(await move(seller, session.id, { itemIds: [items[0]!.id, items[1]!.id], targetSessionId: target.id }));
    expect(reply.sessionSummary).toMatchObject({ sessionId: session.id, itemQuantity: 1, skuQuantity: 1 });
    expect(reply.targetSessionSummary).toMatchObject({ sessionId: target.id, itemQuantity: 3, skuQuantity: 2 });
    const moved = await allItems(seller, target.id);
    expect(ids(moved).sort()).toEqual([items[1]!.id, merged!.id].sort());
    expect(moved.find((item) => item.id === items[1]!.id)).toMatchObject({ sessionId: target.id, fnsku: items[1]!.fnsku, sku: items[1]!.sku });
    expect(moved.find((item) => item.id === merged!.id)).toMatchObject({ quantity: 2 });
    expect(ids(await allItems(seller, session.id))).toEqual([items[2]!.id]);
  });

  it('refuses packed items, other channels, closed sessions and foreign ids', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 2, 8000);
    const stranger = await sessionWithBooks(server, 1, 8100);
    const fbm = await openSession(server, seller, 'FBM');
    const target = await openSession(server, seller);
    const itemIds = [items[0]!.id];
    expect(fieldError(await move(seller, session.id, { itemIds, targetSessionId: session.id }), 'targetSessionId')).toContain('another session');
    expect(fieldError(await move(seller, session.id, { itemIds, targetSessionId: fbm.id }), 'targetSessionId')).toContain('same channel');
    expect(fieldError(await move(seller, session.id, { itemIds: [], targetSessionId: target.id }), 'itemIds')).toContain('at least one');
    expect(apiError(await move(seller, session.id, { itemIds, targetSessionId: stranger.session.id }))).toMatchObject({
      status: 404,
      errorMessage: 'The target session was not found.',
    });
    expect(apiError(await move(seller, session.id, { itemIds: [stranger.items[0]!.id], targetSessionId: target.id })).status).toBe(404);
    expect(apiError(await move(stranger.seller, session.id, { itemIds, targetSessionId: stranger.session.id })).status).toBe(404);

    // A unit in a send-to-marketplace box: the item is packed.
    const [staBox] = await server.db.insert(staBoxes).values({ sessionId: session.id, userId: seller.userId, number: 1 }).returning();
    await server.db.insert(staBoxItems).values({ boxId: staBox!.id, itemId: items[1]!.id, quantity: 1 });
    const packed = apiError(await move(seller, session.id, { itemIds: [items[1]!.id], targetSessionId: target.id }));
    expect(packed).toMatchObject({ status: 409 });
    expect(packed.errorMessage).toContain('unpacked');

    const submittedTarget = await openSession(server, seller);
    await addBooks(server, seller, submittedTarget.id, plainIsbns(1, 8200));
    await submitSession(server, seller, submittedTarget.id);
    expect(apiError(await move(seller, session.id, { itemIds, targetSessionId: submittedTarget.id })).errorMessage).toContain('SUBMITTED');
    await submitSession(server, seller, session.id);
    expect(apiError(await move(seller, session.id, { itemIds, targetSessionId: target.id })).status).toBe(409);
    expect(await allItems(seller, target.id)).toEqual([]);
  });
});
