import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi } from '../../../src/contract';
import { isbn13To10 } from '../../../src/contract/barcodes';
import { listingItems } from '../../db/schema';
import { editionsOf } from '../../marketplace/listing';
import { deriveBook } from '../../marketplace/deriveBook';
import { expectListerGuarded, isbnWhere, openSession, plainIsbns, sessionWithBooks, submitSession } from '../../testing/lister';
import { ids, listerItemCalls } from '../../testing/listerItems';
import { apiError, dataOf, fieldError, startTestServer, type TestReply, type TestServer } from '../../testing/testServer';

const api = sellerApi.listerItems;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { add, list, update, remove, setQuantity, setMinMax, removeMany, allItems } = listerItemCalls(() => server);

const severalIsbn = isbnWhere((book) => book.severalEditions && !book.terms.restricted && !book.terms.hazmatType && !book.terms.hasBattery);
const hazmatIsbn = isbnWhere((book) => book.terms.hazmatType !== null && !book.terms.restricted && !book.severalEditions);
const restrictedIsbn = isbnWhere((book) => book.terms.restricted && !book.severalEditions);

describe('add', () => {
  it('adds a book with the session defaults and the marketplace data, then one more scan of it', async () => {
    const { seller, session } = await sessionWithBooks(server);
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
    const { seller, session } = await sessionWithBooks(server);
    const restricted = dataOf(await add(seller, session.id, { code: restrictedIsbn })).item!;
    expect(restricted.restricted).toBe(true);
    const hazmat = dataOf(await add(seller, session.id, { code: hazmatIsbn })).item!;
    expect(hazmat.hazmatType).not.toBeNull();
  });

  it('asks which book when a code lists several, and adds the one chosen', async () => {
    const { seller, session } = await sessionWithBooks(server);
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
    const { seller, session } = await sessionWithBooks(server);
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
    const { seller, session } = await sessionWithBooks(server, 1, 400);
    await submitSession(server, seller, session.id);
    const refused = apiError(await add(seller, session.id, { code: plainIsbns(1, 900)[0] }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.errorMessage).toContain('SUBMITTED');
  });
});

describe('list', () => {
  it('pages newest change first without duplicates while items change, and `date` finds the changed ones', async () => {
    const { seller, session, items } = await sessionWithBooks(server, 8, 1000);
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
    const { seller, session, items } = await sessionWithBooks(server, 4, 2000);
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
    const { seller, session } = await sessionWithBooks(server);
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
    const { seller, session, items } = await sessionWithBooks(server, 2, 3000);
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
    const { seller, session, items } = await sessionWithBooks(server, 1, 3100);
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

describe('access', () => {
  it("answers 404 for another seller's sessions and items and leaks nothing", async () => {
    const { seller, session, items } = await sessionWithBooks(server, 1, 9000);
    const stranger = await sessionWithBooks(server, 1, 9100);
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
    const { seller, session, items } = await sessionWithBooks(server, 2, 9500);
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
