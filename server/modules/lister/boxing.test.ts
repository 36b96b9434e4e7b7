import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi } from '../../../src/contract';
import { destinationOf } from '../../marketplace/listing';
import { expectListerGuarded, isbnsWhere, isPlain } from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';
import { boxingCalls, boxingShipment, restrictedIsbns, shipmentIsbns } from './boxingTesting';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A shipment with books A (3 units), B (2) and C (1). */
async function threeBooks(from = 0) {
  const [a, b, c] = shipmentIsbns(3, from);
  const setup = await boxingShipment(server, [
    { isbn13: a!, quantity: 3 },
    { isbn13: b!, quantity: 2 },
    { isbn13: c!, quantity: 1 },
  ]);
  const calls = boxingCalls(server, setup.seller, setup.session.id, setup.shipment.id);
  const [itemA, itemB, itemC] = setup.items;
  return { ...setup, calls, a: itemA!, b: itemB!, c: itemC! };
}

const newBox = async (calls: ReturnType<typeof boxingCalls>, body: unknown = {}) => dataOf(await calls.create(body)).box;

describe('boxes', () => {
  it('numbers new boxes, lists the highest first and never gives a number twice', async () => {
    const { calls, session, shipment } = await threeBooks();
    const created = dataOf(await calls.create({ width: 120, height: 80, length: 100, weight: 55 }));
    expect(created.box).toEqual({
      id: created.box.id,
      shipmentId: shipment.id,
      name: 'Box 1',
      number: 1,
      width: 120,
      height: 80,
      length: 100,
      weight: 55,
      estimatedWeight: 0,
      itemQty: 0,
      items: [],
    });
    expect(created.shipment).toMatchObject({ id: shipment.id, boxCount: 1, boxedQuantity: 0, itemQuantity: 6 });
    expect(created.sessionSummary).toMatchObject({ sessionId: session.id, boxCount: 1, boxedQuantity: 0, itemQuantity: 6 });
    const second = await newBox(calls, { width: 10 });
    expect(second).toMatchObject({ name: 'Box 2', width: 10, height: null, length: null, weight: null });
    expect(dataOf(await calls.remove(second.id)).shipment.boxCount).toBe(1);
    const third = await newBox(calls);
    expect(third.name).toBe('Box 3');
    expect(dataOf(await calls.list()).map((box) => box.name)).toEqual(['Box 3', 'Box 1']);
  });

  it('sets all four sizes on update; a missing one is cleared', async () => {
    const { calls } = await threeBooks();
    const box = await newBox(calls, { width: 120, height: 80, length: 100, weight: 55 });
    expect(dataOf(await calls.update(box.id, { width: 121, weight: 60 }))).toMatchObject({ width: 121, height: null, length: null, weight: 60 });
    expect(dataOf(await calls.get(box.id))).toMatchObject({ width: 121, height: null, length: null, weight: 60 });
    expect(dataOf(await calls.update(box.id, {}))).toMatchObject({ width: null, height: null, length: null, weight: null });
  });

  it('filters a box\'s items by title, ISBN or FNSKU, ignoring case, and keeps the box totals', async () => {
    const { calls, a, b } = await threeBooks();
    const box = await newBox(calls);
    dataOf(await calls.add(box.id, a.fnsku, 2));
    dataOf(await calls.add(box.id, b.fnsku, 1));
    const byFnsku = dataOf(await calls.get(box.id, a.fnsku.toLowerCase()));
    expect(byFnsku.items.map((item) => item.fnsku)).toEqual([a.fnsku]);
    expect(byFnsku).toMatchObject({ itemQty: 3, estimatedWeight: 2 * a.weight + b.weight });
    expect(dataOf(await calls.get(box.id, b.isbn13.slice(3, 10))).items.map((item) => item.fnsku)).toEqual([b.fnsku]);
    expect(dataOf(await calls.get(box.id, b.title.slice(0, 6).toUpperCase())).items.map((item) => item.fnsku)).toContain(b.fnsku);
    expect(dataOf(await calls.get(box.id, '%')).items).toEqual([]);
    expect(dataOf(await calls.get(box.id, '')).items).toHaveLength(2);
  });

  it('deleting a box puts its units back on the unpacked list', async () => {
    const { calls, a, b, c } = await threeBooks();
    const box = await newBox(calls);
    const other = await newBox(calls);
    dataOf(await calls.add(box.id, a.fnsku, 3));
    dataOf(await calls.add(box.id, b.fnsku, 1));
    dataOf(await calls.add(other.id, b.fnsku, 1));
    dataOf(await calls.add(other.id, c.fnsku, 1));
    expect(dataOf(await calls.unpacked()).totalSize).toBe(0);
    const removed = dataOf(await calls.remove(box.id));
    expect(removed.shipment).toMatchObject({ boxCount: 1, boxedQuantity: 2, itemQuantity: 6 });
    expect(removed.sessionSummary).toMatchObject({ boxCount: 1, boxedQuantity: 2 });
    const page = dataOf(await calls.unpacked());
    expect(page.totalSize).toBe(2);
    expect(page.content.map((item) => [item.fnsku, item.shipmentParts[0]!.boxedQuantity]).sort()).toEqual(
      [[a.fnsku, 0], [b.fnsku, 1]].sort(),
    );
    expect(apiError(await calls.get(box.id))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
  });
});

describe('add', () => {
  it('packs units and answers the box, the item, the shipment and the session', async () => {
    const { calls, a, shipment } = await threeBooks();
    const box = await newBox(calls);
    const reply = dataOf(await calls.add(box.id, a.fnsku, 2));
    expect(reply.box).toMatchObject({ itemQty: 2, estimatedWeight: 2 * a.weight });
    expect(reply.box.items).toEqual([
      { itemId: a.id, fnsku: a.fnsku, isbn13: a.isbn13, title: a.title, condition: a.condition, quantity: 2, weight: a.weight },
    ]);
    expect(reply.item).toMatchObject({ id: a.id, fnsku: a.fnsku, quantity: 3 });
    expect(reply.item.shipmentParts).toEqual([
      { shipmentId: shipment.id, quantity: 3, boxedQuantity: 2, boxParts: [{ boxId: box.id, boxName: 'Box 1', quantity: 2 }] },
    ]);
    expect(reply.shipment).toMatchObject({ boxedQuantity: 2, boxCount: 1 });
    expect(reply.sessionSummary).toMatchObject({ boxedQuantity: 2, boxCount: 1, itemQuantity: 6 });
    const again = dataOf(await calls.add(box.id, a.fnsku, 1));
    expect(again.box.items[0]!.quantity).toBe(3);
    expect(again.item.shipmentParts[0]!.boxedQuantity).toBe(3);
  });

  it('refuses more units than are left to pack, saying how many are left', async () => {
    const { calls, a } = await threeBooks();
    const [first, second] = [await newBox(calls), await newBox(calls)];
    dataOf(await calls.add(first.id, a.fnsku, 2));
    const error = apiError(await calls.add(second.id, a.fnsku, 2));
    expect(error).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(error.errorMessage).toBe(`quantity of ${a.fnsku} is more than is left to pack: 1 of its 3 units is left.`);
    expect(dataOf(await calls.get(second.id)).itemQty).toBe(0);
  });

  it('lets concurrent adds pack no more units than the item has', async () => {
    const { calls, a } = await threeBooks();
    const [first, second] = [await newBox(calls), await newBox(calls)];
    const replies = await Promise.all([first, second, first].map((box) => calls.add(box.id, a.fnsku, 2)));
    expect(replies.filter((reply) => reply.body.success)).toHaveLength(1);
    for (const reply of replies.filter((each) => !each.body.success)) expect(apiError(reply).status).toBe(400);
    expect(dataOf(await calls.list()).reduce((total, box) => total + box.itemQty, 0)).toBe(2);
  });

  it('answers 1069 for a restricted item and packs nothing', async () => {
    const [plain] = shipmentIsbns(1);
    const [restricted] = restrictedIsbns(1);
    const { seller, session, shipment, items } = await boxingShipment(server, [
      { isbn13: plain!, quantity: 1 },
      { isbn13: restricted!, quantity: 1 },
    ]);
    const calls = boxingCalls(server, seller, session.id, shipment.id);
    const box = await newBox(calls);
    const error = apiError(await calls.add(box.id, items[1]!.fnsku, 1));
    expect(error).toMatchObject({ status: 409, errorCode: ErrorCode.RESTRICTED_ITEM });
    expect(error.errorMessage).toContain(items[1]!.fnsku);
    const bulk = apiError(await calls.addBulk(box.id, [{ fnsku: items[0]!.fnsku, quantity: 1 }, { fnsku: items[1]!.fnsku, quantity: 1 }]));
    expect(bulk).toMatchObject({ status: 409, errorCode: ErrorCode.RESTRICTED_ITEM });
    expect(bulk.errorMessage).toContain(items[1]!.fnsku);
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(0);
  });

  it('answers 404 for an FNSKU that is not in the shipment', async () => {
    const { calls } = await threeBooks();
    const { a: elsewhere } = await threeBooks(3);
    const box = await newBox(calls);
    expect(apiError(await calls.add(box.id, elsewhere.fnsku, 1))).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
    expect(apiError(await calls.add(box.id, 'X00ZZZZZZZ', 1)).status).toBe(404);
  });

  it('names the shipment of the session an FNSKU belongs to when it is scanned into another', async () => {
    const [here] = shipmentIsbns(1, 6);
    const [there] = isbnsWhere(1, (book) => isPlain(book) && destinationOf(book.isbn13, false) !== 'PHX7');
    const setup = await boxingShipment(server, [
      { isbn13: here!, quantity: 1 },
      { isbn13: there!, quantity: 1 },
    ]);
    const other = setup.session.shipments.find((shipment) => shipment.id !== setup.shipment.id)!;
    const stray = setup.items.find((item) => item.isbn13 === there)!;
    const calls = boxingCalls(server, setup.seller, setup.session.id, setup.shipment.id);
    const box = await newBox(calls);
    for (const refused of [await calls.add(box.id, stray.fnsku, 1), await calls.addBulk(box.id, [{ fnsku: stray.fnsku, quantity: 1 }])]) {
      expect(apiError(refused)).toMatchObject({
        status: 409,
        errorMessage: `${stray.fnsku} (${stray.title}) belongs to ${other.name} (${other.shipmentCode}), not to this shipment: box it with that shipment.`,
      });
    }
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(0);
  });

  it('adds in bulk all or nothing, counting a repeated FNSKU once', async () => {
    const { calls, a, b, c } = await threeBooks();
    const box = await newBox(calls);
    const tooMany = apiError(await calls.addBulk(box.id, [{ fnsku: a.fnsku, quantity: 3 }, { fnsku: b.fnsku, quantity: 3 }]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.errorMessage).toContain(b.fnsku);
    expect(apiError(await calls.addBulk(box.id, [{ fnsku: c.fnsku, quantity: 1 }, { fnsku: c.fnsku, quantity: 1 }])).status).toBe(400);
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(0);
    const reply = dataOf(await calls.addBulk(box.id, [{ fnsku: a.fnsku, quantity: 1 }, { fnsku: b.fnsku, quantity: 2 }, { fnsku: a.fnsku, quantity: 1 }]));
    expect(reply.boxes).toHaveLength(1);
    expect(reply.boxes[0]!.items.map((item) => [item.fnsku, item.quantity]).sort()).toEqual([[a.fnsku, 2], [b.fnsku, 2]].sort());
    expect(reply.shipment.boxedQuantity).toBe(4);
    expect(reply.sessionSummary.boxedQuantity).toBe(4);
  });
});

describe('remove and move (spec 5: reduce, or remove the entry)', () => {
  it('reduces the units in the box, and removes the entry when as many or more are taken', async () => {
    const { calls, a, b } = await threeBooks();
    const box = await newBox(calls);
    dataOf(await calls.add(box.id, a.fnsku, 3));
    dataOf(await calls.add(box.id, b.fnsku, 1));
    const reduced = dataOf(await calls.removeItem(box.id, a.fnsku, 2));
    expect(reduced.box.items.find((item) => item.fnsku === a.fnsku)!.quantity).toBe(1);
    expect(reduced.item.shipmentParts[0]!.boxedQuantity).toBe(1);
    expect(reduced.shipment.boxedQuantity).toBe(2);
    const gone = dataOf(await calls.removeItem(box.id, a.fnsku, 1));
    expect(gone.box.items.map((item) => item.fnsku)).toEqual([b.fnsku]);
    expect(gone.item.shipmentParts[0]).toMatchObject({ boxedQuantity: 0, boxParts: [] });
    const more = dataOf(await calls.removeItem(box.id, b.fnsku, 5));
    expect(more.box).toMatchObject({ items: [], itemQty: 0 });
    expect(more.sessionSummary.boxedQuantity).toBe(0);
  });

  it('refuses to remove an item the box does not hold', async () => {
    const { calls, a } = await threeBooks();
    const box = await newBox(calls);
    const error = apiError(await calls.removeItem(box.id, a.fnsku, 1));
    expect(error).toMatchObject({ status: 400, errorMessage: `${a.fnsku} is not in Box 1.` });
  });

  it('moves units: the source is reduced or loses the entry, the target gains them', async () => {
    const { calls, a, b } = await threeBooks();
    const source = await newBox(calls);
    const target = await newBox(calls);
    dataOf(await calls.add(source.id, a.fnsku, 3));
    dataOf(await calls.add(source.id, b.fnsku, 2));
    const reply = dataOf(await calls.move(source.id, target.id, [{ fnsku: a.fnsku, quantity: 1 }, { fnsku: b.fnsku, quantity: 2 }]));
    const [movedTarget, movedSource] = reply.boxes;
    expect(movedTarget!.id).toBe(target.id);
    expect(movedSource!.items.map((item) => [item.fnsku, item.quantity])).toEqual([[a.fnsku, 2]]);
    expect(movedTarget!.items.map((item) => [item.fnsku, item.quantity]).sort()).toEqual([[a.fnsku, 1], [b.fnsku, 2]].sort());
    expect(reply.shipment.boxedQuantity).toBe(5);
    const merged = dataOf(await calls.move(source.id, target.id, [{ fnsku: a.fnsku, quantity: 2 }]));
    expect(merged.boxes.find((box) => box.id === target.id)!.items.find((item) => item.fnsku === a.fnsku)!.quantity).toBe(3);
    expect(merged.boxes.find((box) => box.id === source.id)!.items).toEqual([]);
  });

  it('refuses a move of more than the box holds, to the same box, or to a box it cannot see', async () => {
    const { calls, a, b } = await threeBooks();
    const { calls: strangers } = await threeBooks(3);
    const source = await newBox(calls);
    const target = await newBox(calls);
    const strangersBox = await newBox(strangers);
    dataOf(await calls.add(source.id, a.fnsku, 2));
    const tooMany = apiError(await calls.move(source.id, target.id, [{ fnsku: a.fnsku, quantity: 3 }]));
    expect(tooMany).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(tooMany.errorMessage).toContain('holds 2');
    expect(apiError(await calls.move(source.id, target.id, [{ fnsku: b.fnsku, quantity: 1 }])).errorMessage).toBe(`${b.fnsku} is not in Box 1.`);
    expect(apiError(await calls.move(source.id, source.id, [{ fnsku: a.fnsku, quantity: 1 }])).status).toBe(400);
    expect(apiError(await calls.move(source.id, strangersBox.id, [{ fnsku: a.fnsku, quantity: 1 }])).status).toBe(404);
    expect(dataOf(await calls.get(source.id)).itemQty).toBe(2);
    expect(dataOf(await calls.get(target.id)).itemQty).toBe(0);
  });
});

describe('unpacked items', () => {
  it('lists items with units left, newest change first, a page at a time, with the total', async () => {
    const { calls, a, b, c } = await threeBooks();
    const box = await newBox(calls);
    dataOf(await calls.add(box.id, c.fnsku, 1));
    dataOf(await calls.add(box.id, b.fnsku, 1));
    const first = dataOf(await calls.unpacked({ pageSize: 1 }));
    expect(first.totalSize).toBe(2);
    expect(first.content.map((item) => item.fnsku)).toEqual([b.fnsku]);
    expect(first.content[0]!.shipmentParts[0]).toMatchObject({ quantity: 2, boxedQuantity: 1 });
    const second = dataOf(await calls.unpacked({ pageSize: 1, seekId: first.nextSeekId! }));
    expect(second.content.map((item) => item.fnsku)).toEqual([a.fnsku]);
    expect(second).toMatchObject({ totalSize: 2, nextSeekId: null });
    const searched = dataOf(await calls.unpacked({ searchText: a.isbn13 }));
    expect(searched).toMatchObject({ totalSize: 1, nextSeekId: null });
    expect(searched.content.map((item) => item.id)).toEqual([a.id]);
  });

  it('names bad query values', async () => {
    const { calls } = await threeBooks();
    fieldError(await calls.unpacked({ pageSize: 0 }), 'pageSize');
    fieldError(await calls.unpacked({ seekId: 'abc' }), 'seekId');
    fieldError(await calls.unpacked({ shipmentId: 'x' }), 'shipmentId');
  });
});

describe('submit', () => {
  it('refuses until every unit is packed in a measured, weighed, non-empty box', async () => {
    const { calls, a, b, c } = await threeBooks();
    expect(apiError(await calls.submit()).errorMessage).toContain('the shipment has no boxes');
    const first = await newBox(calls, { width: 100, height: 100, length: 100, weight: 100 });
    const second = await newBox(calls, { width: 100, height: 100, length: 100 });
    dataOf(await calls.addBulk(first.id, [{ fnsku: a.fnsku, quantity: 3 }, { fnsku: b.fnsku, quantity: 2 }]));
    const error = apiError(await calls.submit());
    expect(error).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(error.errorMessage).toContain(`1 unit is not packed (${c.fnsku})`);
    expect(error.errorMessage).toContain('Box 2 is empty');
    expect(error.errorMessage).toContain('Box 2 has no weight');
    dataOf(await calls.add(second.id, c.fnsku, 1));
    expect(apiError(await calls.submit()).errorMessage).toBe('The shipment cannot be submitted yet: Box 2 has no weight.');
    dataOf(await calls.update(second.id, { width: 100, height: 100, length: 100, weight: 20 }));
    expect(dataOf(await calls.submit())).toMatchObject({ status: 'BOXED', boxedQuantity: 6, itemQuantity: 6, boxCount: 2 });
    // BOXED: reads still answer, writes say why not.
    expect(dataOf(await calls.list())).toHaveLength(2);
    const refused = apiError(await calls.create());
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('BOXED');
    expect(apiError(await calls.removeItem(first.id, a.fnsku, 1)).status).toBe(409);
    expect(apiError(await calls.submit()).status).toBe(409);
  });
});

describe('access', () => {
  it("answers 404 for another seller's session, shipment and box, and shows nothing", async () => {
    const mine = await threeBooks();
    const theirs = await threeBooks(6);
    const theirBox = await newBox(theirs.calls);
    dataOf(await theirs.calls.add(theirBox.id, theirs.a.fnsku, 1));
    const intruder = mine.seller;
    const throughTheirSession = boxingCalls(server, intruder, theirs.session.id, theirs.shipment.id);
    const throughMySession = boxingCalls(server, intruder, mine.session.id, theirs.shipment.id);
    const myBoxTheirShipment = await newBox(mine.calls);
    for (const calls of [throughTheirSession, throughMySession]) {
      for (const reply of [
        await calls.list(),
        await calls.get(theirBox.id),
        await calls.create(),
        await calls.update(theirBox.id, {}),
        await calls.add(theirBox.id, theirs.a.fnsku, 1),
        await calls.addBulk(theirBox.id, [{ fnsku: theirs.a.fnsku, quantity: 1 }]),
        await calls.removeItem(theirBox.id, theirs.a.fnsku, 1),
        await calls.move(theirBox.id, myBoxTheirShipment.id, [{ fnsku: theirs.a.fnsku, quantity: 1 }]),
        await calls.remove(theirBox.id),
        await calls.submit(),
        await calls.unpacked(),
      ]) {
        expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND });
      }
    }
    // Their box through my own shipment is not found either.
    expect(apiError(await mine.calls.get(theirBox.id)).status).toBe(404);
    expect(apiError(await mine.calls.add(theirBox.id, mine.a.fnsku, 1)).status).toBe(404);
    expect(dataOf(await theirs.calls.get(theirBox.id)).itemQty).toBe(1);
  });

  it('names bad input and never answers 500', async () => {
    const { calls, a } = await threeBooks();
    const box = await newBox(calls);
    fieldError(await calls.create({ width: 0 }), 'width');
    fieldError(await calls.create({ weight: 1.5 }), 'weight');
    fieldError(await calls.update(box.id, { height: -1 }), 'height');
    fieldError(await calls.add(box.id, 'short', 1), 'fnsku');
    fieldError(await calls.add(box.id, a.fnsku, 0), 'quantity');
    fieldError(await calls.removeItem(box.id, a.fnsku, 10_000), 'quantity');
    fieldError(await calls.addBulk(box.id, []), 'items');
    fieldError(await calls.addBulk(box.id, 'all'), 'items');
    fieldError(await calls.move(box.id, 'next' as never, [{ fnsku: a.fnsku, quantity: 1 }]), 'targetBoxId');
    fieldError(await calls.get('abc' as never), 'boxId');
    expect(apiError(await calls.move(box.id, 99_999_999_999, [{ fnsku: a.fnsku, quantity: 1 }])).status).toBe(404);
    expect(dataOf(await calls.unpacked({ seekId: '4102444800000.9999999999' })).content).toHaveLength(3);
    expect(dataOf(await calls.unpacked({ seekId: '999999999999999.1' })).content).toHaveLength(3);
    expect(dataOf(await calls.unpacked({ seekId: '0.1' })).content).toHaveLength(0);
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(0);
  });

  it('needs LISTER, and the XSRF header for writes', async () => {
    const { seller, session, shipment, a } = await threeBooks();
    const calls = boxingCalls(server, seller, session.id, shipment.id);
    const box = await newBox(calls);
    const other = await newBox(calls);
    const api = sellerApi.boxing;
    const at = { sessionId: session.id, shipmentId: shipment.id };
    const item = { fnsku: a.fnsku, quantity: 1 };
    await expectListerGuarded(server, [
      { endpoint: api.list, input: { params: at }, owner: seller },
      { endpoint: api.get, input: { params: { ...at, boxId: box.id } }, owner: seller },
      { endpoint: api.create, input: { params: at, body: {} }, owner: seller },
      { endpoint: api.update, input: { params: { ...at, boxId: box.id }, body: {} }, owner: seller },
      { endpoint: api.remove, input: { params: { ...at, boxId: box.id } }, owner: seller },
      { endpoint: api.add, input: { params: { ...at, boxId: box.id }, body: item }, owner: seller },
      { endpoint: api.addBulk, input: { params: { ...at, boxId: box.id }, body: { items: [item] } }, owner: seller },
      { endpoint: api.removeItem, input: { params: { ...at, boxId: box.id }, body: item }, owner: seller },
      { endpoint: api.move, input: { params: { ...at, boxId: box.id }, body: { targetBoxId: other.id, items: [item] } }, owner: seller },
      { endpoint: api.submit, input: { params: at }, owner: seller },
      { endpoint: sellerApi.listerItems.unpacked, input: { params: { sessionId: session.id }, query: { shipmentId: shipment.id } }, owner: seller },
    ]);
    expect(dataOf(await calls.list())).toHaveLength(2);
    expect(dataOf(await calls.get(box.id)).itemQty).toBe(0);
  });
});
