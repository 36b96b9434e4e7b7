import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type SessionSummary, type StaBox, type StaBoxResult } from '../../../src/contract';
import { addBooks, expectListerGuarded, openSession, submitSession } from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { restrictedIsbns, shipmentIsbns } from './boxingTesting';

const api = sellerApi.sta;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type EntryReply = { boxResult: StaBoxResult; sessionSummary: SessionSummary };

function staCalls(seller: SellerAuth, sessionId: number) {
  const auth = { auth: seller };
  return {
    list: () => server.call<StaBox[]>(api.list, { params: { sessionId } }, auth),
    create: () => server.call<StaBox>(api.create, { params: { sessionId } }, auth),
    get: (boxId: number) => server.call<StaBoxResult>(api.get, { params: { sessionId, boxId } }, auth),
    remove: (boxId: number) => server.call<SessionSummary>(api.remove, { params: { sessionId, boxId } }, auth),
    addItem: (boxId: number, itemId: unknown, qty: unknown) =>
      server.call<EntryReply>(api.addItem, { params: { sessionId, boxId }, body: { itemId, qty } }, auth),
    setItemQty: (boxId: number, itemId: number, qty: unknown) =>
      server.call<EntryReply>(api.setItemQty, { params: { sessionId, boxId, itemId }, body: { qty } }, auth),
    removeItem: (boxId: number, itemId: number) => server.call<EntryReply>(api.removeItem, { params: { sessionId, boxId, itemId } }, auth),
    excludeItem: (boxId: number, itemId: number) => server.call<EntryReply>(api.excludeItem, { params: { sessionId, boxId, itemId } }, auth),
  };
}

const newStaSeller = () => server.newSeller([['LISTER', 'ACTIVE'], ['SEND_TO_AMAZON', 'ACTIVE']]);

/** An open session with book A (3 units), B (1) and a restricted book R. */
async function openWithBooks(seller?: SellerAuth, from = 0) {
  const owner = seller ?? (await newStaSeller());
  const session = await openSession(server, owner);
  const [a, b] = shipmentIsbns(2, from);
  const [r] = restrictedIsbns(1);
  const added = await addBooks(server, owner, session.id, [a!, a!, a!, b!, r!]);
  const last = (isbn13: string) => added.filter((item) => item.isbn13 === isbn13).at(-1)!;
  return { seller: owner, session, calls: staCalls(owner, session.id), a: last(a!), b: last(b!), r: last(r!) };
}

describe('send-to-marketplace boxes', () => {
  it('numbers boxes, lists the highest first and never gives a number twice', async () => {
    const { calls } = await openWithBooks();
    const first = dataOf(await calls.create());
    expect(first).toEqual({ id: first.id, name: 'Box 1', number: 1, itemQty: 0, estimatedWeight: 0, empty: true });
    const second = dataOf(await calls.create());
    expect(dataOf(await calls.remove(second.id)).boxCount).toBe(1);
    expect(dataOf(await calls.create()).name).toBe('Box 3');
    expect(dataOf(await calls.list()).map((box) => box.name)).toEqual(['Box 3', 'Box 1']);
  });

  it('packs items and answers the box result and the session summary', async () => {
    const { calls, a, b, session } = await openWithBooks();
    const box = dataOf(await calls.create());
    const other = dataOf(await calls.create());
    const added = dataOf(await calls.addItem(box.id, a.id, 2));
    expect(added.boxResult).toEqual({
      box: { id: box.id, name: 'Box 1', number: 1, itemQty: 2, estimatedWeight: 2 * a.weight, empty: false },
      items: [
        {
          id: a.id,
          inBoxQuantity: 2,
          excluded: false,
          bookDetail: { title: a.title, isbn13: a.isbn13, weight: a.weight },
          minPrice: a.minPrice,
          maxPrice: a.maxPrice,
        },
      ],
      totalListingQty: 2,
      estimatedWeight: 2 * a.weight,
      itemQty: 2,
      empty: false,
    });
    expect(added.sessionSummary).toMatchObject({ sessionId: session.id, boxedQuantity: 2, boxCount: 2, itemQuantity: 5 });
    expect(dataOf(await calls.addItem(box.id, a.id, 1)).boxResult.items[0]!.inBoxQuantity).toBe(3);
    const elsewhere = dataOf(await calls.addItem(other.id, b.id, 1));
    expect(elsewhere.boxResult).toMatchObject({ itemQty: 1, totalListingQty: 4 });
    expect(dataOf(await calls.get(box.id))).toMatchObject({ itemQty: 3, totalListingQty: 4 });
    expect(dataOf(await calls.list()).map((each) => [each.name, each.itemQty])).toEqual([['Box 2', 1], ['Box 1', 3]]);
  });

  it('refuses more units than are left, and answers 1069 for a restricted item', async () => {
    const { calls, a, r } = await openWithBooks();
    const box = dataOf(await calls.create());
    const other = dataOf(await calls.create());
    dataOf(await calls.addItem(box.id, a.id, 2));
    expect(apiError(await calls.addItem(other.id, a.id, 2))).toMatchObject({
      status: 400,
      errorMessage: 'qty is more than is left to pack: 1 of 3 left.',
    });
    expect(apiError(await calls.setItemQty(box.id, a.id, 4)).errorMessage).toContain('at most 3');
    expect(apiError(await calls.addItem(box.id, r.id, 1))).toMatchObject({ status: 409, errorCode: ErrorCode.RESTRICTED_ITEM });
    expect(dataOf(await calls.get(other.id)).empty).toBe(true);
  });

  it('sets the quantity, removes the item and marks it excluded', async () => {
    const { calls, a, b } = await openWithBooks();
    const box = dataOf(await calls.create());
    dataOf(await calls.addItem(box.id, a.id, 1));
    dataOf(await calls.addItem(box.id, b.id, 1));
    expect(dataOf(await calls.setItemQty(box.id, a.id, 3)).boxResult.itemQty).toBe(4);
    const excluded = dataOf(await calls.excludeItem(box.id, b.id));
    expect(excluded.boxResult.items.find((item) => item.id === b.id)).toMatchObject({ excluded: true, inBoxQuantity: 1 });
    expect(excluded.boxResult.items.find((item) => item.id === a.id)!.excluded).toBe(false);
    const removed = dataOf(await calls.removeItem(box.id, a.id));
    expect(removed.boxResult.items.map((item) => item.id)).toEqual([b.id]);
    expect(removed.sessionSummary.boxedQuantity).toBe(1);
    for (const reply of [await calls.removeItem(box.id, a.id), await calls.setItemQty(box.id, a.id, 1), await calls.excludeItem(box.id, a.id)]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorMessage: 'The item is not in Box 1.' });
    }
  });

  it('gives a deleted box\'s units back', async () => {
    const { calls, a } = await openWithBooks();
    const box = dataOf(await calls.create());
    const other = dataOf(await calls.create());
    dataOf(await calls.addItem(box.id, a.id, 3));
    expect(dataOf(await calls.remove(box.id))).toMatchObject({ boxedQuantity: 0, boxCount: 1 });
    expect(dataOf(await calls.addItem(other.id, a.id, 3)).boxResult.itemQty).toBe(3);
  });

  it('changes only while the session is open; reads answer after the submit', async () => {
    const { seller, session, calls, a } = await openWithBooks();
    const box = dataOf(await calls.create());
    dataOf(await calls.addItem(box.id, a.id, 1));
    await submitSession(server, seller, session.id);
    expect(dataOf(await calls.list())).toHaveLength(1);
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(1);
    for (const reply of [
      await calls.create(),
      await calls.remove(box.id),
      await calls.addItem(box.id, a.id, 1),
      await calls.setItemQty(box.id, a.id, 2),
      await calls.removeItem(box.id, a.id),
      await calls.excludeItem(box.id, a.id),
    ]) {
      const error = apiError(reply);
      expect(error.status).toBe(409);
      expect(error.errorMessage).toContain('SUBMITTED');
    }
  });
});

describe('access', () => {
  it("answers 404 for another seller's session, box and item", async () => {
    const mine = await openWithBooks();
    const theirs = await openWithBooks(undefined, 2);
    const theirBox = dataOf(await theirs.calls.create());
    dataOf(await theirs.calls.addItem(theirBox.id, theirs.a.id, 1));
    const myBox = dataOf(await mine.calls.create());
    const intoTheirs = staCalls(mine.seller, theirs.session.id);
    for (const reply of [
      await intoTheirs.list(),
      await intoTheirs.create(),
      await intoTheirs.get(theirBox.id),
      await intoTheirs.remove(theirBox.id),
      await intoTheirs.addItem(theirBox.id, theirs.a.id, 1),
      await intoTheirs.setItemQty(theirBox.id, theirs.a.id, 1),
      await intoTheirs.removeItem(theirBox.id, theirs.a.id),
      await intoTheirs.excludeItem(theirBox.id, theirs.a.id),
      // Through my own session: their box, their item.
      await mine.calls.get(theirBox.id),
      await mine.calls.addItem(theirBox.id, mine.a.id, 1),
      await mine.calls.addItem(myBox.id, theirs.a.id, 1),
      await mine.calls.setItemQty(myBox.id, theirs.a.id, 1),
      await mine.calls.excludeItem(theirBox.id, theirs.a.id),
    ]) {
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    }
    expect(dataOf(await theirs.calls.get(theirBox.id)).items).toMatchObject([{ id: theirs.a.id, inBoxQuantity: 1, excluded: false }]);
    expect(dataOf(await theirs.calls.list())).toHaveLength(1);
  });

  it('names bad input', async () => {
    const { calls, a } = await openWithBooks();
    const box = dataOf(await calls.create());
    fieldError(await calls.addItem(box.id, a.id, 0), 'qty');
    fieldError(await calls.addItem(box.id, 'first', 1), 'itemId');
    fieldError(await calls.addItem(box.id, a.id, 1.5), 'qty');
    fieldError(await calls.setItemQty(box.id, a.id, 10_000), 'qty');
    fieldError(await calls.get('x' as never), 'boxId');
    expect(dataOf(await calls.get(box.id)).empty).toBe(true);
  });

  it('needs LISTER and SEND_TO_AMAZON, and the XSRF header for writes', async () => {
    const { seller, session, calls, a } = await openWithBooks();
    const box = dataOf(await calls.create());
    dataOf(await calls.addItem(box.id, a.id, 1));
    const sessionId = session.id;
    const at = { sessionId, boxId: box.id };
    const item = { ...at, itemId: a.id };
    await expectListerGuarded(server, [
      { endpoint: api.list, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.create, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.get, input: { params: at }, owner: seller },
      { endpoint: api.remove, input: { params: at }, owner: seller },
      { endpoint: api.addItem, input: { params: at, body: { itemId: a.id, qty: 1 } }, owner: seller },
      { endpoint: api.setItemQty, input: { params: item, body: { qty: 2 } }, owner: seller },
      { endpoint: api.removeItem, input: { params: item }, owner: seller },
      { endpoint: api.excludeItem, input: { params: item }, owner: seller },
    ]);
    const listerOnly = await server.newSeller([['LISTER', 'ACTIVE']]);
    const session2 = await openSession(server, listerOnly);
    expect(apiError(await staCalls(listerOnly, session2.id).list())).toMatchObject({ status: 403, errorCode: ErrorCode.PRODUCT_NOT_USABLE });
    expect(dataOf(await calls.get(box.id)).items).toMatchObject([{ inBoxQuantity: 1, excluded: false }]);
  });
});
