import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type BookStats, type CatalogSnapshotPage } from '../../../src/contract';
import { deriveBook } from '../../marketplace/deriveBook';
import type { Marketplace } from '../../marketplace/marketplace';
import { catalogIsbn, createSimulatedMarketplace } from '../../marketplace/simulator';
import { firstDevice } from '../../testing/bookzy';
import { addBooks, openSession, plainIsbns } from '../../testing/lister';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../../testing/testServer';
import { refreshSellerBooks, SELLER_BOOK_STALE_MS } from './refreshJob';
import { sellerCatalogPage, sellerCatalogSummary } from './sellerBooks';

/**
 * A marketplace with no catalog download, as the Selling Partner API: the simulator's books, but
 * the offline catalog is the seller's own. `unlisted` stands for books the marketplace stopped
 * listing, `repriced` for a price that moved since the book was looked up.
 */
const unlisted = new Set<string>();
const repriced = new Map<string, number>();
function sellerBooksMarketplace(): Marketplace {
  const simulator = createSimulatedMarketplace({ catalogSize: 1_000 });
  return {
    ...simulator,
    catalogCoverage: 'SELLER_BOOKS',
    catalogSize: 0,
    snapshotPage: async () => null,
    findByCode: async (code13) => {
      if (unlisted.has(code13)) return null;
      const book = await simulator.findByCode(code13);
      const price = repriced.get(code13);
      return book && price !== undefined ? { ...book, buyBoxPrice: price } : book;
    },
  };
}

let server: TestServer;
let bookzySeller: SellerAuth;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer({ catalogSize: 1_000 }, { marketplace: sellerBooksMarketplace() });
  bookzySeller = await server.newSeller([['BOOKZY', 'ACTIVE'], ['LISTER', 'ACTIVE']]);
  deviceId = (await firstDevice(server, bookzySeller)).deviceId;
});
afterAll(() => server.close());

const snapshot = (page: number, auth: SellerAuth) => server.call<CatalogSnapshotPage>(sellerApi.books.snapshot, { query: { page } }, { auth });
const lookUp = (isbn13: string, auth: SellerAuth) =>
  server.call<BookStats>(sellerApi.books.stats, { query: { itemId: isbn13, queryType: 'ISBN', deviceId } }, { auth });

describe('the offline catalog of a marketplace with no download', () => {
  it('starts as one empty page, then holds the books the seller looked up and listed, and no one else\'s', async () => {
    const empty = dataOf(await snapshot(0, bookzySeller));
    expect(empty).toMatchObject({ coverage: 'SELLER_BOOKS', page: 0, pageCount: 1, totalBooks: 0, books: [] });

    const [looked, listed] = [catalogIsbn(3), plainIsbns(1, 40)[0]!];
    expect(dataOf(await lookUp(looked, bookzySeller)).found).toBe(true);
    const session = await openSession(server, bookzySeller);
    await addBooks(server, bookzySeller, session.id, [listed]);
    // A code the marketplace does not list adds nothing.
    expect(dataOf(await server.call<BookStats>(sellerApi.books.stats, { query: { itemId: '4006381333931', queryType: 'EAN', deviceId } }, { auth: bookzySeller })).found).toBe(false);

    const kept = dataOf(await snapshot(0, bookzySeller));
    expect(kept).toMatchObject({ coverage: 'SELLER_BOOKS', pageCount: 1, totalBooks: 2 });
    expect(kept.books.map((book) => book.isbn13).sort()).toEqual([looked, listed].sort());
    expect(kept.books.find((book) => book.isbn13 === looked)).toEqual(deriveBook(looked));
    expect(kept.version).not.toBe(empty.version);
    expect(apiError(await snapshot(1, bookzySeller))).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });

    const other = await server.newSeller([['BOOKZY', 'ACTIVE']]);
    expect(dataOf(await snapshot(0, other))).toMatchObject({ totalBooks: 0, books: [] });
  });

  it('refreshes books older than a day, oldest first, and drops those the marketplace no longer lists', async () => {
    const seller = await server.newSeller([['BOOKZY', 'ACTIVE']]);
    const device = (await firstDevice(server, seller)).deviceId;
    const [first, second, gone] = [catalogIsbn(10), catalogIsbn(11), catalogIsbn(12)];
    for (const isbn13 of [first, second, gone]) {
      dataOf(await server.call<BookStats>(sellerApi.books.stats, { query: { itemId: isbn13, queryType: 'ISBN', deviceId: device } }, { auth: seller }));
    }
    const deps = { db: server.db, clock: server.clock, marketplace: sellerBooksMarketplace() };
    // Fresh books are left alone.
    expect(await refreshSellerBooks(deps, seller.userId)).toEqual({ refreshed: 0, dropped: 0 });

    server.advanceClock(SELLER_BOOK_STALE_MS + 60_000);
    repriced.set(first, 4_321);
    unlisted.add(gone);
    expect(await refreshSellerBooks(deps, seller.userId, { limit: 1 })).toEqual({ refreshed: 1, dropped: 0 });
    expect(await refreshSellerBooks(deps, seller.userId)).toEqual({ refreshed: 1, dropped: 1 });

    // The seller's sign-in has expired a day later: the catalog is read as the next download will.
    const page = await sellerCatalogPage(server.db, seller.userId, await sellerCatalogSummary(server.db, seller.userId), 0);
    expect(page.books.map((book) => book.isbn13).sort()).toEqual([first, second].sort());
    expect(page.books.find((book) => book.isbn13 === first)!.buyBoxPrice).toBe(4_321);
    expect(await refreshSellerBooks(deps, seller.userId)).toEqual({ refreshed: 0, dropped: 0 });
  });
});
