import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  ITEM_QUANTITY_MAX,
  sellerApi,
  type ItemChangeReply,
  type ItemPage,
  type ListingItem,
  type SessionSummary,
} from '../../../src/contract';
import { isbn13To10 } from '../../../src/contract/barcodes';
import { boxItems, listingItems, listingShipments, shipmentBoxes, staBoxItems, staBoxes } from '../../db/schema';
import { editionsOf } from '../../marketplace/listing';
import { deriveBook } from '../../marketplace/deriveBook';
import {
  addBooks,
  expectListerGuarded,
  isbnWhere,
  newListerSeller,
  openSession,
  plainIsbns,
  submitSession,
} from '../../testing/lister';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestReply, type TestServer } from '../../testing/testServer';

const api = sellerApi.listerItems;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type QuantityReply = { item: ListingItem; sessionSummary: SessionSummary };
const add = (seller: SellerAuth, sessionId: number, body: Record<string, unknown>) =>
  server.call<ItemChangeReply>(api.add, { params: { sessionId }, body }, { auth: seller });
const list = (seller: SellerAuth, sessionId: number, query: Record<string, string | number> = {}) =>
  server.call<ItemPage>(api.list, { params: { sessionId }, query }, { auth: seller });
const update = (seller: SellerAuth, sessionId: number, itemId: number, body: Record<string, unknown>) =>
  server.call<ItemChangeReply>(api.update, { params: { sessionId, itemId }, body }, { auth: seller });
const remove = (seller: SellerAuth, sessionId: number, itemId: number) =>
  server.call<ItemChangeReply>(api.remove, { params: { sessionId, itemId } }, { auth: seller });
const setQuantity = (seller: SellerAuth, sessionId: number, itemId: number, body: Record<string, unknown>) =>
  server.call<QuantityReply>(api.setQuantity, { params: { sessionId, itemId }, body }, { auth: seller });
const setMinMax = (seller: SellerAuth, sessionId: number, itemId: number, min: number | null, max: number | null) =>
  server.call<QuantityReply>(api.setMinMax, { params: { sessionId, itemId }, body: { min, max } }, { auth: seller });
const removeMany = (seller: SellerAuth, sessionId: number, body: Record<string, unknown>) =>
  server.call<{ removed: number; sessionSummary: SessionSummary }>(api.removeMany, { params: { sessionId }, body }, { auth: seller });
const move = (seller: SellerAuth, sessionId: number, body: Record<string, unknown>) =>
  server.call<{ sessionSummary: SessionSummary; targetSessionSummary: SessionSummary }>(api.move, { params: { sessionId }, body }, { auth: seller });

const allItems = async (seller: SellerAuth, sessionId: number) => dataOf(await list(seller, sessionId)).content;
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

async function sellerWithSession(count = 0, from = 0) {
  const seller = await newListerSeller(server);
  const session = await openSession(server, seller);
  const items = await addBooks(server, seller, session.id, plainIsbns(count, from));
  return { seller, session, items };
}

/** Puts `quantity` units of an item into a shipment box numbered `number` (made if missing), as boxing would. */
async function boxUnits(seller: SellerAuth, item: ListingItem, number: number, quantity: number) {
  const [existing] = await server.db
    .select()
    .from(shipmentBoxes)
    .where(and(eq(shipmentBoxes.shipmentId, item.shipmentId!), eq(shipmentBoxes.number, number)));
  const box =
    existing ??
    (await server.db
      .insert(shipmentBoxes)
      .values({ shipmentId: item.shipmentId!, sessionId: item.sessionId, userId: seller.userId, number })
      .returning())[0]!;
  await server.db.insert(boxItems).values({ boxId: box.id, itemId: item.id, quantity });
  return box.id;
}

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
  const { seller, session, items } = await sellerWithSession(1, 300);
  dataOf(await setQuantity(seller, session.id, items[0]!.id, { quantity: 6 }));
  await submitSession(server, seller, session.id);
  const [item] = await allItems(seller, session.id);
  return { seller, session, item: item! };
}

const severalIsbn = isbnWhere((book) => book.severalEditions && !book.terms.restricted && !book.terms.hazmatType && !book.terms.hasBattery);
const hazmatIsbn = isbnWhere((book) => book.terms.hazmatType !== null && !book.terms.restricted && !book.severalEditions);
const restrictedIsbn = isbnWhere((book) => book.terms.restricted && !book.severalEditions);

describe('add', () => {
  it('adds a book with the session defaults and the marketplace data, then one more scan of it', async () => {
    const { seller, session } = await sellerWithSession();
    const [isbn] = plainIsbns(1);
    const book = deriveBook(isbn!);
    const first = dataOf(await add(seller, session.id, { code: isbn }));
    expect(first).toMatchObject({ outcome: 'ADDED', candidates: [] });
    expect(first.item).toMatchObject({
      sessionId: session.id,
      bookId: book.asin,
      isbn13: isbn,
      title: book.title,
      author: book.author,
      weight: book.weight,
      condition: 'verygood',
      quantity: 1,
      restricted: false,
      hazmatType: null,
      hasBattery: false,
      shipmentId: null,
      boxedQuantity: 0,
      sku: 'FBA-VERYGOOD-1',
    });
    expect(first.item!.fnsku).toMatch(/^X00[A-Z0-9]{7}$/);
    expect(first.itemPage).toEqual({ content: [first.item], nextSeekId: null });
    expect(first.sessionSummary).toEqual({ sessionId: session.id, itemQuantity: 1, skuQuantity: 1, weight: book.weight, boxedQuantity: 0, boxCount: 0 });

    // The ISBN-10 of the same book is the same item; the per-scan quantity is the session's.
    await server.call(sellerApi.listerSessions.saveSettings, {
      params: { sessionId: session.id },
      body: { condition: 'verygood', conditionNote: null, minPrice: null, maxPrice: null, quantity: 3 },
    }, { auth: seller });
    const again = dataOf(await add(seller, session.id, { code: isbn13To10(isbn!) }));
    expect(again.outcome).toBe('INCREASED');
    expect(again.item).toMatchObject({ id: first.item!.id, quantity: 4, sku: first.item!.sku });
    expect(again.item!.dateUpdated > first.item!.dateUpdated).toBe(true);
    expect(again.sessionSummary).toMatchObject({ itemQuantity: 4, skuQuantity: 1, weight: book.weight * 4 });
  });

  it('keeps the listing terms of restricted and hazmat books', async () => {
    const { seller, session } = await sellerWithSession();
    const restricted = dataOf(await add(seller, session.id, { code: restrictedIsbn })).item!;
    expect(restricted.restricted).toBe(true);
    const hazmat = dataOf(await add(seller, session.id, { code: hazmatIsbn })).item!;
    expect(hazmat.hazmatType).not.toBeNull();
  });

  it('asks which book when a code lists several, and adds the one chosen', async () => {
    const { seller, session } = await sellerWithSession();
    const editions = editionsOf(deriveBook(severalIsbn));
    const asked = dataOf(await add(seller, session.id, { code: severalIsbn }));
    expect(asked).toMatchObject({ outcome: 'MULTIPLE', item: null, itemPage: { content: [], nextSeekId: null } });
    expect(asked.candidates).toEqual(
      editions.map(({ book, binding }) => ({ bookId: book.asin, title: book.title, author: book.author, binding })),
    );
    expect(dataOf(await add(seller, session.id, { code: severalIsbn, whenSeveral: 'ASK' })).outcome).toBe('MULTIPLE');
    const hardcover = dataOf(await add(seller, session.id, { code: severalIsbn, bookId: editions[1]!.book.asin }));
    expect(hardcover).toMatchObject({ outcome: 'ADDED', item: { bookId: editions[1]!.book.asin, weight: editions[1]!.book.weight } });
    const first = dataOf(await add(seller, session.id, { code: severalIsbn, whenSeveral: 'FIRST' }));
    expect(first).toMatchObject({ outcome: 'ADDED', item: { bookId: editions[0]!.book.asin } });
    expect(first.candidates.map((candidate) => candidate.bookId)).toEqual(editions.map(({ book }) => book.asin));
    expect(first.item!.fnsku).not.toBe(hardcover.item!.fnsku);
    expect(first.sessionSummary.skuQuantity).toBe(2);
  });

  it('refuses unusable codes, unlisted books and unknown editions', async () => {
    const { seller, session } = await sellerWithSession();
    const [isbn] = plainIsbns(1);
    const badCheck = isbn!.slice(0, 12) + ((Number(isbn![12]) + 1) % 10);
    expect(fieldError(await add(seller, session.id, { code: badCheck }), 'code')).toContain('check digit');
    expect(fieldError(await add(seller, session.id, { code: 'abc' }), 'code')).toContain('digits only');
    expect(fieldError(await add(seller, session.id, { code: '' }), 'code')).toContain('is required');
    expect(fieldError(await add(seller, session.id, { code: '1'.repeat(41) }), 'code')).toContain('at most');
    expect(fieldError(await add(seller, session.id, {}), 'code')).toContain('is required');
    expect(fieldError(await add(seller, session.id, { code: isbn, bookId: 'nope' }), 'bookId')).toContain('ASIN');
    expect(fieldError(await add(seller, session.id, { code: isbn, whenSeveral: 'ALL' }), 'whenSeveral')).toContain('ASK or FIRST');
    expect(fieldError(await add(seller, session.id, { code: isbn, bookId: 'B000000000' }), 'bookId')).toContain('not one of');
    expect(apiError(await add(seller, session.id, { code: '4006381333931' }))).toMatchObject({
      status: 404,
      errorCode: ErrorCode.NOT_FOUND,
      errorMessage: 'The marketplace does not list this book.',
    });
    expect(await allItems(seller, session.id)).toEqual([]);
  });

  it('takes books only into an open session', async () => {
    const { seller, session } = await sellerWithSession(1, 400);
    await submitSession(server, seller, session.id);
    const refused = apiError(await add(seller, session.id, { code: plainIsbns(1, 900)[0] }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('SUBMITTED');
  });
});

describe('list', () => {
  it('pages newest change first without duplicates while items change, and `date` finds the changed ones', async () => {
    const { seller, session, items } = await sellerWithSession(8, 1000);
    const newestFirst = [...items].reverse();
    expect(ids(await allItems(seller, session.id))).toEqual(ids(newestFirst));

    const seen: number[] = [];
    const first = dataOf(await list(seller, session.id, { pageSize: 3 }));
    seen.push(...ids(first.content));
    expect(first.nextSeekId).toMatch(/^\d+\.\d+$/);
    // While the seller reads on: an item already seen changes (it moves to the top), an unseen one changes too.
    const before = new Date().toISOString();
    dataOf(await setMinMax(seller, session.id, first.content[0]!.id, 100, 200));
    const changedUnseen = newestFirst[6]!;
    dataOf(await setMinMax(seller, session.id, changedUnseen.id, 100, 200));
    let cursor = first.nextSeekId;
    while (cursor) {
      const page = dataOf(await list(seller, session.id, { pageSize: 3, seekId: cursor }));
      seen.push(...ids(page.content));
      cursor = page.nextSeekId;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const unchanged = ids(newestFirst).filter((id) => id !== changedUnseen.id);
    expect(seen.filter((id) => id !== changedUnseen.id)).toEqual(unchanged);
    // The changes since `before`, newest first: what the app merges in.
    const changed = dataOf(await list(seller, session.id, { date: before }));
    expect(ids(changed.content)).toEqual([changedUnseen.id, first.content[0]!.id]);
    expect(changed.nextSeekId).toBeNull();
  });

  it('answers an exact last page with no next cursor, and searches title, ISBN, SKU and FNSKU', async () => {
    const { seller, session, items } = await sellerWithSession(4, 2000);
    const twoPages = dataOf(await list(seller, session.id, { pageSize: 2 }));
    const last = dataOf(await list(seller, session.id, { pageSize: 2, seekId: twoPages.nextSeekId! }));
    expect(last.content).toHaveLength(2);
    expect(last.nextSeekId).toBeNull();
    const target = items[1]!;
    for (const text of [target.isbn13, target.sku.toLowerCase(), target.fnsku, target.title.slice(2, 12).toUpperCase()]) {
      expect(ids(dataOf(await list(seller, session.id, { searchText: text })).content), text).toContain(target.id);
    }
    expect(dataOf(await list(seller, session.id, { searchText: '%' })).content).toEqual([]);
    expect(dataOf(await list(seller, session.id, { date: '2999-01-01T00:00:00Z' })).content).toEqual([]);
  });

  it('refuses bad queries', async () => {
    const { seller, session } = await sellerWithSession();
    expect(fieldError(await list(seller, session.id, { seekId: 'abc' }), 'seekId')).toContain('cursor');
    expect(fieldError(await list(seller, session.id, { date: 'yesterday' }), 'date')).toBeTruthy();
    expect(fieldError(await list(seller, session.id, { pageSize: 101 }), 'pageSize')).toContain('at most');
    // A cursor past any row is just the end of the list.
    expect(dataOf(await list(seller, session.id, { seekId: '999999999999999.9999999999' }))).toEqual({ content: [], nextSeekId: null });
    expect(dataOf(await list(seller, session.id, { date: '0000-01-01T00:00:00Z' }))).toEqual({ content: [], nextSeekId: null });
    expect(dataOf(await list(seller, session.id, { date: '9999-12-31T23:59:59+14:00' }))).toEqual({ content: [], nextSeekId: null });
  });
});

describe('update', () => {
  it('changes only what is sent; a new condition gives a new fnsku', async () => {
    const { seller, session, items } = await sellerWithSession(2, 3000);
    const item = items[0]!;
    const noted = dataOf(await update(seller, session.id, item.id, { conditionNote: ' Spine creased ', hasBattery: true }));
    expect(noted).toMatchObject({ outcome: null, candidates: [] });
    expect(noted.item).toMatchObject({ id: item.id, conditionNote: 'Spine creased', hasBattery: true, condition: 'verygood', fnsku: item.fnsku });
    expect(noted.itemPage.content[0]!.id).toBe(item.id);
    const regraded = dataOf(await update(seller, session.id, item.id, { condition: 'acceptable', hazmatType: 'GHS', expirationDate: '2030-01-31' }));
    expect(regraded.item).toMatchObject({
      condition: 'acceptable',
      hazmatType: 'GHS',
      expirationDate: '2030-01-31',
      conditionNote: 'Spine creased',
      hasBattery: true,
      sku: item.sku,
    });
    expect(regraded.item!.fnsku).not.toBe(item.fnsku);
    // The seller's flags stay when the book is scanned again in that condition.
    await server.call(sellerApi.listerSessions.saveSettings, {
      params: { sessionId: session.id },
      body: { condition: 'acceptable', conditionNote: null, minPrice: null, maxPrice: null, quantity: 1 },
    }, { auth: seller });
    const rescanned = dataOf(await add(seller, session.id, { code: item.isbn13 }));
    expect(rescanned).toMatchObject({ outcome: 'INCREASED', item: { id: item.id, quantity: 2, hazmatType: 'GHS', hasBattery: true } });
    expect(dataOf(await update(seller, session.id, item.id, { conditionNote: '', hazmatType: null })).item).toMatchObject({ conditionNote: null, hazmatType: null });
  });

  it('refuses a condition that another item of the book already has, and bad fields', async () => {
    const { seller, session, items } = await sellerWithSession(1, 3100);
    const item = items[0]!;
    dataOf(await update(seller, session.id, item.id, { condition: 'good' }));
    const other = dataOf(await add(seller, session.id, { code: item.isbn13 })).item!;
    expect(other.id).not.toBe(item.id);
    const clash = apiError(await update(seller, session.id, other.id, { condition: 'good' }));
    expect(clash).toMatchObject({ status: 409, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(clash.errorMessage).toContain('already has this book in condition good');
    expect(fieldError(await update(seller, session.id, item.id, { condition: 'mint' }), 'condition')).toContain('one of');
    expect(fieldError(await update(seller, session.id, item.id, { hazmatType: 'ACID' }), 'hazmatType')).toContain('one of');
    expect(fieldError(await update(seller, session.id, item.id, { expirationDate: '31/01/2030' }), 'expirationDate')).toBeTruthy();
    expect(fieldError(await update(seller, session.id, item.id, { hasBattery: 'no' }), 'hasBattery')).toContain('true or false');
    expect(fieldError(await update(seller, session.id, item.id, { expirationDate: '0000-01-01' }), 'expirationDate')).toContain('real date');
    expect((await allItems(seller, session.id)).map((each) => each.condition).sort()).toEqual(['good', 'verygood']);
  });
});

describe('remove', () => {
  it('removes an item with its packed units and answers the new totals', async () => {
    const { seller, session, item } = await submittedWithSixUnits();
    await boxUnits(seller, item, 1, 2);
    const reply = dataOf(await remove(seller, session.id, item.id));
    expect(reply).toMatchObject({ outcome: null, item: null, itemPage: { content: [] } });
    expect(reply.sessionSummary).toMatchObject({ itemQuantity: 0, skuQuantity: 0, boxedQuantity: 0, boxCount: 1 });
    expect(await boxRows(item.id)).toEqual([]);
    expect(apiError(await remove(seller, session.id, item.id)).status).toBe(404);
  });
});

describe('setQuantity and setMinMax', () => {
  it('sets the quantity and moves the item to the top', async () => {
    const { seller, session, items } = await sellerWithSession(2, 4000);
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
    await boxUnits(seller, item, 1, 2);
    await boxUnits(seller, item, 2, 1);
    await boxUnits(seller, item, 3, 2);
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
    const { seller, session, items } = await sellerWithSession(1, 4200);
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
    await boxUnits(seller, item, 1, 6);
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
    const { seller, session, items } = await sellerWithSession(2, 4100);
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

describe('removeMany', () => {
  it('removes selected items; packed ones only with isBoxed', async () => {
    const { seller, session, items } = await sellerWithSession(3, 5000);
    dataOf(await setQuantity(seller, session.id, items[0]!.id, { quantity: 2 }));
    await submitSession(server, seller, session.id);
    const [packed] = (await allItems(seller, session.id)).filter((item) => item.id === items[0]!.id);
    await boxUnits(seller, packed!, 1, 1);
    const refused = apiError(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id, items[1]!.id], isBoxed: false }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('1 item has units packed');
    const unpacked = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[1]!.id, items[1]!.id], isBoxed: false }));
    expect(unpacked).toMatchObject({ removed: 1, sessionSummary: { skuQuantity: 2, itemQuantity: 3 } });
    const withBoxed = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [items[0]!.id], isBoxed: true }));
    expect(withBoxed).toMatchObject({ removed: 1, sessionSummary: { skuQuantity: 1, itemQuantity: 1, boxedQuantity: 0 } });
  });

  it('removes every item of a box, from all its boxes', async () => {
    const { seller, session, items } = await sellerWithSession(3, 6000);
    await submitSession(server, seller, session.id);
    const submitted = await allItems(seller, session.id);
    const byId = (id: number) => submitted.find((item) => item.id === id)!;
    // Put two items of one shipment in a box; the third may be in another shipment.
    const first = byId(items[0]!.id);
    const sameShipment = submitted.filter((item) => item.shipmentId === first.shipmentId && item.id !== first.id);
    const boxId = await boxUnits(seller, first, 1, 1);
    if (sameShipment.length > 0) await boxUnits(seller, sameShipment[0]!, 1, 1);
    expect(apiError(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: false })).status).toBe(409);
    const reply = dataOf(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: true }));
    expect(reply.removed).toBe(Math.min(2, sameShipment.length + 1));
    expect(reply.sessionSummary).toMatchObject({ skuQuantity: 3 - reply.removed, boxedQuantity: 0, boxCount: 1 });
    expect(dataOf(await removeMany(seller, session.id, { boxSelectionType: 'ALL_IN_BOX', boxId, isBoxed: true })).removed).toBe(0);
  });

  it('refuses a missing selection, unknown items and boxes', async () => {
    const { seller, session, items } = await sellerWithSession(1, 6500);
    const other = await sellerWithSession(1, 6600);
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
    const { seller, session, items } = await sellerWithSession(3, 7000);
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
    const { seller, session, items } = await sellerWithSession(2, 8000);
    const stranger = await sellerWithSession(1, 8100);
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

describe('access', () => {
  it("answers 404 for another seller's sessions and items and leaks nothing", async () => {
    const { seller, session, items } = await sellerWithSession(1, 9000);
    const stranger = await sellerWithSession(1, 9100);
    const itemId = items[0]!.id;
    const notFound = (reply: TestReply, message: string) =>
      expect(apiError(reply)).toMatchObject({ status: 404, errorCode: ErrorCode.NOT_FOUND, errorMessage: message });
    const noSession = 'The listing session was not found.';
    notFound(await list(stranger.seller, session.id), noSession);
    notFound(await add(stranger.seller, session.id, { code: plainIsbns(1)[0] }), noSession);
    notFound(await update(stranger.seller, session.id, itemId, { conditionNote: 'x' }), noSession);
    notFound(await remove(stranger.seller, session.id, itemId), noSession);
    notFound(await setQuantity(stranger.seller, session.id, itemId, { quantity: 2 }), noSession);
    notFound(await setMinMax(stranger.seller, session.id, itemId, 1, 2), noSession);
    notFound(await removeMany(stranger.seller, session.id, { boxSelectionType: 'SELECTED', itemIds: [itemId], isBoxed: true }), noSession);
    // Their own session, someone else's item id.
    const noItem = 'The item was not found.';
    notFound(await update(stranger.seller, stranger.session.id, itemId, { conditionNote: 'x' }), noItem);
    notFound(await remove(stranger.seller, stranger.session.id, itemId), noItem);
    notFound(await setQuantity(stranger.seller, stranger.session.id, itemId, { quantity: 2 }), noItem);
    notFound(await setMinMax(stranger.seller, stranger.session.id, itemId, 1, 2), noItem);
    const [row] = await server.db.select().from(listingItems).where(eq(listingItems.id, itemId));
    expect(row).toMatchObject({ quantity: 1, conditionNote: null, minPrice: null });
    expect(ids(await allItems(seller, session.id))).toEqual([itemId]);
  });

  it('needs LISTER, and the XSRF header for writes', async () => {
    const { seller, session, items } = await sellerWithSession(2, 9500);
    const sessionId = session.id;
    const itemId = items[0]!.id;
    const target = await openSession(server, seller);
    await expectListerGuarded(server, [
      { endpoint: api.list, input: { params: { sessionId } }, owner: seller },
      { endpoint: api.add, input: { params: { sessionId }, body: { code: plainIsbns(1, 9600)[0] } }, owner: seller },
      { endpoint: api.update, input: { params: { sessionId, itemId }, body: { conditionNote: 'x' } }, owner: seller },
      { endpoint: api.remove, input: { params: { sessionId, itemId } }, owner: seller },
      { endpoint: api.setQuantity, input: { params: { sessionId, itemId }, body: { quantity: 3 } }, owner: seller },
      { endpoint: api.setMinMax, input: { params: { sessionId, itemId }, body: { min: 1, max: 2 } }, owner: seller },
      { endpoint: api.move, input: { params: { sessionId }, body: { itemIds: [itemId], targetSessionId: target.id } }, owner: seller },
      {
        endpoint: api.removeMany,
        input: { params: { sessionId }, body: { boxSelectionType: 'SELECTED', itemIds: [itemId], isBoxed: true } },
        owner: seller,
      },
    ]);
    expect(ids(await allItems(seller, sessionId))).toEqual(ids([...items].reverse()));
    expect((await allItems(seller, sessionId))[1]).toMatchObject({ quantity: 1, conditionNote: null });
  });
});
