import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_SNAPSHOT_PAGE_SIZE,
  DEFAULT_MEDIA_MAIL_RATES,
  ErrorCode,
  sellerApi,
  verdictFor,
  type BookStats,
  type CatalogSnapshotPage,
} from '../../../src/contract';
import { isbn13To10 } from '../../../src/contract/barcodes';
import { bookzyDevices, sellerCatalogBooks } from '../../db/schema';
import { deriveBook } from '../../marketplace/deriveBook';
import { catalogIsbn } from '../../marketplace/simulator';
import { addTrigger, expectGuarded, firstDevice, newBookzySeller, startWithBookzySeller } from '../../testing/bookzy';
import { apiError, dataOf, fieldError, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';

const api = sellerApi.books;
let server: TestServer;
let seller: SellerAuth;
let deviceId: string;

beforeAll(async () => {
  ({ server, seller, deviceId } = await startWithBookzySeller());
  // Accepts any book with a used offer: the verdict then names it.
  await addTrigger(server, seller, deviceId, { name: 'Anything used', minProfit: null, maxSalesRank: null });
});
afterAll(() => server.close());

const stats = (itemId: string, queryType: string, device = deviceId, auth = seller) =>
  server.call<BookStats>(api.stats, { query: { itemId, queryType, deviceId: device } }, { auth });
const snapshot = (page: number | string, auth = seller) => server.call<CatalogSnapshotPage>(api.snapshot, { query: { page } }, { auth });

/** A catalog book that has a used offer, so the seller's trigger accepts it. */
function usedCatalogBook() {
  for (let index = 500; ; index++) {
    const book = deriveBook(catalogIsbn(index));
    if (book.lowestUsedPrice !== null) return book;
  }
}

describe('book/stats/v3', () => {
  it('answers a catalog book by ISBN-13, ISBN-10, EAN and ASIN, with the device\'s verdict', async () => {
    const book = usedCatalogBook();
    const isbn10 = isbn13To10(book.isbn13)!;
    const found = dataOf(await stats(book.isbn13, 'ISBN'));
    expect(found).toMatchObject({ found: true, book });
    expect(found.verdict).toMatchObject({ status: 'ACCEPTED', triggerName: 'Anything used', price: book.lowestUsedPrice, sr: book.salesRank });
    for (const [itemId, queryType] of [[isbn10, 'ISBN'], [book.isbn13, 'EAN'], [book.asin, 'ASIN'], [book.asin.toLowerCase(), 'ASIN']]) {
      expect(dataOf(await stats(itemId!, queryType!)), `${queryType} ${itemId}`).toEqual(found);
    }
  });

  it('computes the profit with the device\'s costs and the seller\'s media mail rates', async () => {
    const book = usedCatalogBook();
    const local = await newBookzySeller(server);
    const device = await firstDevice(server, local);
    const trigger = await addTrigger(server, local, device.deviceId, { minProfit: null, maxSalesRank: null });
    const profitWith = async () => dataOf(await stats(book.isbn13, 'ISBN', device.deviceId, local)).verdict!.profit!;
    expect(await profitWith()).toBe(verdictFor(book, [trigger], device, DEFAULT_MEDIA_MAIL_RATES).profit);
    const before = await profitWith();
    dataOf(await server.call(sellerApi.bookzyDevices.setBuyCost, { params: { id: device.deviceId }, body: { buyCost: device.buyCost + 250 } }, { auth: local }));
    expect(await profitWith()).toBe(before - 250);
    const rates = { ...DEFAULT_MEDIA_MAIL_RATES, baseRate: DEFAULT_MEDIA_MAIL_RATES.baseRate + 100, lowPriceEnabled: false };
    dataOf(await server.call(sellerApi.rates.saveMediaMail, { body: rates }, { auth: local }));
    expect(await profitWith()).toBe(verdictFor(book, [trigger], { ...device, buyCost: device.buyCost + 250 }, rates).profit);
  });

  it('rejects with the closest trigger\'s figures and the limits it failed when none matches', async () => {
    const local = await newBookzySeller(server);
    const device = await firstDevice(server, local);
    const impossible = await addTrigger(server, local, device.deviceId, { name: 'Impossible', minProfit: 100_000_00, maxSalesRank: null });
    const book = usedCatalogBook();
    const verdict = dataOf(await stats(book.isbn13, 'ISBN', device.deviceId, local)).verdict!;
    expect(verdict).toMatchObject({ status: 'REJECTED', triggerName: null, triggerId: null, price: book.lowestUsedPrice });
    expect(verdict.sq).toBe(book.usedOffers + book.newOffers + book.fbaOffers);
    expect(verdict.rejection).toEqual({
      kind: 'NO_MATCH',
      activeTriggers: 1,
      closest: {
        triggerId: impossible.id,
        triggerName: 'Impossible',
        priceSource: 'LOWEST_USED',
        failed: [{ limit: 'minProfit', actual: verdict.profit, required: 100_000_00 }],
      },
    });
  });

  it('shows a book\'s rank and offers the same on every device, whatever its triggers price at', async () => {
    // Catalog book 6565 has 105 used, 27 new and 15 FBA offers: a device pricing at the buy box
    // used to show 132 offers, one pricing at lowest new 27, and one without triggers 132.
    const book = deriveBook(catalogIsbn(6565));
    expect([book.usedOffers, book.newOffers, book.fbaOffers]).toEqual([105, 27, 15]);
    const local = await newBookzySeller(server);
    const phone = (await firstDevice(server, local)).deviceId;
    const [helper] = await server.db
      .insert(bookzyDevices)
      .values({ userId: local.userId, name: 'Helper', subscriptionId: 'sub_test_helper', createdAt: new Date(Date.now() + 60_000) })
      .returning({ id: bookzyDevices.id });
    const [bare] = await server.db
      .insert(bookzyDevices)
      .values({ userId: local.userId, name: 'Bare', subscriptionId: 'sub_test_bare', createdAt: new Date(Date.now() + 120_000) })
      .returning({ id: bookzyDevices.id });
    await addTrigger(server, local, phone, { priceSource: 'BUY_BOX', minProfit: null, maxSalesRank: null });
    await addTrigger(server, local, helper!.id, { priceSource: 'LOWEST_NEW', minProfit: 100_000_00 });
    const figures = async (device: string) => {
      const { verdict } = dataOf(await stats(book.isbn13, 'ISBN', device, local));
      return { sr: verdict!.sr, sq: verdict!.sq };
    };
    const expected = { sr: book.salesRank, sq: 105 + 27 + 15 };
    expect(await figures(phone)).toEqual(expected);
    expect(await figures(helper!.id)).toEqual(expected);
    expect(await figures(bare!.id)).toEqual(expected);
  });

  it('says that no trigger is active on a device without one', async () => {
    const local = await newBookzySeller(server);
    const device = await firstDevice(server, local);
    const verdict = dataOf(await stats(usedCatalogBook().isbn13, 'ISBN', device.deviceId, local)).verdict;
    expect(verdict).toMatchObject({ status: 'REJECTED', profit: null, rejection: { kind: 'NO_ACTIVE_TRIGGER', activeTriggers: 0, closest: null } });
  });

  it('answers found: false for a real ISBN the marketplace does not list and for a product that is no book', async () => {
    expect(dataOf(await stats('9781558604971', 'ISBN'))).toEqual({ found: false, book: null, verdict: null });
    expect(dataOf(await stats('036000291452', 'UPC'))).toEqual({ found: false, book: null, verdict: null });
    expect(dataOf(await stats('4007817327098', 'EAN'))).toEqual({ found: false, book: null, verdict: null });
    expect(dataOf(await stats('B07XJ8C8F5', 'ASIN'))).toEqual({ found: false, book: null, verdict: null });
    const listed = dataOf(await stats('9780306406157', 'ISBN'));
    expect(listed).toMatchObject({ found: true, book: deriveBook('9780306406157') });
  });

  it('names itemId with the reason when the code cannot be a barcode', async () => {
    expect(fieldError(await stats('9780306406158', 'ISBN'), 'itemId')).toBe(
      'itemId: The check digit (the last one) does not match: a digit was misread or mistyped.',
    );
    expect(fieldError(await stats('0306406153', 'ISBN'), 'itemId')).toContain('check digit');
    expect(fieldError(await stats('97803064061', 'ISBN'), 'itemId')).toContain('this one has 11');
    expect(fieldError(await stats('ISBNABCDEF', 'ISBN'), 'itemId')).toContain('digits only');
    expect(fieldError(await stats('B0012345', 'ASIN'), 'itemId')).toBe('itemId must be an ASIN of 10 letters or digits.');
    expect(fieldError(await stats('978-0306406157', 'ISBN'), 'itemId')).toContain('letters or digits');
    expect(fieldError(await stats('9780306406157', 'GTIN'), 'queryType')).toContain('ISBN, EAN, UPC or ASIN');
    expect(fieldError(await stats('9780306406157', 'ISBN', 'phone'), 'deviceId')).toContain('Bookzy device id');
  });

  it('answers 404 for a device that is not this seller\'s active one', async () => {
    const stranger = await newBookzySeller(server);
    const strangersDevice = (await firstDevice(server, stranger)).deviceId;
    const [cancelled] = await server.db
      .insert(bookzyDevices)
      .values({ userId: seller.userId, name: 'Gone', subscriptionId: 'sub_test_gone', status: 'CANCELLED' })
      .returning({ id: bookzyDevices.id });
    for (const device of [strangersDevice, crypto.randomUUID(), cancelled!.id]) {
      expect(apiError(await stats(catalogIsbn(1), 'ISBN', device))).toMatchObject({
        status: 404,
        errorCode: ErrorCode.NOT_FOUND,
        errorMessage: 'The Bookzy device was not found.',
      });
    }
    await server.db.delete(bookzyDevices).where(eq(bookzyDevices.id, cancelled!.id));
  });
});

describe('the catalog snapshot', () => {
  it('pages the whole catalog in catalogIsbn order, with the data version', async () => {
    const first = dataOf(await snapshot(0));
    expect(first).toMatchObject({ coverage: 'MARKETPLACE', page: 0, pageCount: 24, totalBooks: 120_000 });
    expect(first.version).toMatch(/^sim-/);
    expect(first.books).toHaveLength(CATALOG_SNAPSHOT_PAGE_SIZE);
    expect(first.books[0]).toEqual(deriveBook(catalogIsbn(0)));
    expect(first.books.at(-1)!.isbn13).toBe(catalogIsbn(CATALOG_SNAPSHOT_PAGE_SIZE - 1));
    const last = dataOf(await snapshot(23));
    expect(last.books.at(-1)!.isbn13).toBe(catalogIsbn(119_999));
    expect(last.version).toBe(first.version);
  });

  it('answers 404 past the last page, and names page when it is not a page number', async () => {
    expect(apiError(await snapshot(24))).toMatchObject({
      status: 404,
      errorCode: ErrorCode.NOT_FOUND,
      errorMessage: 'Page 24 of the catalog snapshot does not exist: it has 24 pages, 0 to 23.',
    });
    expect(fieldError(await snapshot(-1), 'page')).toContain('not be negative');
    expect(fieldError(await snapshot('first'), 'page')).toContain('whole number');
  });

  it('follows the configured catalog size', async () => {
    const small = await startTestServer({ catalogSize: 7_000 });
    try {
      const owner = await newBookzySeller(small);
      const last = dataOf(await small.call<CatalogSnapshotPage>(api.snapshot, { query: { page: 1 } }, { auth: owner }));
      expect(last).toMatchObject({ page: 1, pageCount: 2, totalBooks: 7_000 });
      expect(last.books).toHaveLength(2_000);
      // A catalog book of the big catalog is no longer sure to be listed, but stays the same book if it is.
      const device = await firstDevice(small, owner);
      const reply = dataOf(await small.call<BookStats>(api.stats, { query: { itemId: catalogIsbn(6_999), queryType: 'ISBN', deviceId: device.deviceId } }, { auth: owner }));
      expect(reply.book).toEqual(deriveBook(catalogIsbn(6_999)));
      // The simulator's snapshot is the whole catalog: nothing a seller looks up is kept for it.
      expect(await small.db.$count(sellerCatalogBooks)).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('access', () => {
  it('serves the catalog snapshot to a sorter without Bookzy, whose tablet decides gates from it', async () => {
    const sorter = await server.newSeller([['SORTER', 'ACTIVE'], ['BOOKZY', 'FROZEN']]);
    expect(dataOf(await snapshot(0, sorter)).books.length).toBeGreaterThan(0);
  });

  it('refuses a seller without Bookzy', async () => {
    await expectGuarded(server, [
      { endpoint: api.stats, input: { query: { itemId: catalogIsbn(1), queryType: 'ISBN', deviceId } }, owner: seller },
      { endpoint: api.snapshot, input: { query: { page: 0 } }, owner: seller },
    ]);
  });
});
