import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_SNAPSHOT_PAGE_SIZE,
  DEFAULT_MEDIA_MAIL_RATES,
  catalogBookSchema,
  verdictFor,
  type CatalogBook,
  type TriggerRule,
} from '../../src/contract';
import { isbn13To10, validateCode } from '../../src/contract/barcodes';
import { SALES_RANK_MAX, deriveBook } from './deriveBook';
import { DEFAULT_CATALOG_SIZE, catalogIndexOf, catalogIsbn, createSimulatedMarketplace } from './simulator';

const marketplace = createSimulatedMarketplace();
const catalog: CatalogBook[] = Array.from({ length: DEFAULT_CATALOG_SIZE }, (_, index) => deriveBook(catalogIsbn(index)));
const share = (test: (book: CatalogBook) => boolean) => catalog.filter(test).length / catalog.length;

/** Real ISBNs: from the barcode photo fixtures and the ISBN standard's own example. */
const LISTED_REAL_ISBN = '9780306406157';
const UNLISTED_REAL_ISBN = '9781558604971';
const NON_BOOK_EAN = '4007817327098';

describe('the catalog', () => {
  it('is 120,000 distinct, valid 978 ISBN-13s that map back to their index', () => {
    expect(marketplace.catalogSize).toBe(120_000);
    expect(new Set(catalog.map((book) => book.isbn13)).size).toBe(DEFAULT_CATALOG_SIZE);
    for (const index of [0, 1, 2, 59_999, DEFAULT_CATALOG_SIZE - 1]) {
      const isbn = catalogIsbn(index);
      expect(validateCode(isbn)).toMatchObject({ valid: true, kind: 'isbn13', code13: isbn });
      expect(catalogIndexOf(isbn)).toBe(index);
    }
  });

  it('derives every field the contract allows, the ASIN being the ISBN-10', () => {
    for (const book of catalog.slice(0, 2000)) expect(catalogBookSchema.safeParse(book).success).toBe(true);
    expect(catalog.every((book) => book.asin === isbn13To10(book.isbn13))).toBe(true);
    expect(catalog.every((book) => book.weight >= 3 && book.weight <= 45)).toBe(true);
    expect(catalog.every((book) => book.salesRank === null || (book.salesRank >= 1 && book.salesRank <= SALES_RANK_MAX))).toBe(true);
    expect(share((book) => book.salesRank === null)).toBeCloseTo(0.04, 2);
    expect(new Set(catalog.map((book) => book.title)).size).toBeGreaterThan(5000);
    expect(new Set(catalog.map((book) => book.author)).size).toBeGreaterThan(5000);
  });

  it('prices sensibly: offers exactly where prices are, new above used, FBA above used, buy box near the lowest', () => {
    const pairs: [keyof CatalogBook, keyof CatalogBook][] = [
      ['lowestUsedPrice', 'usedOffers'],
      ['lowestNewPrice', 'newOffers'],
      ['lowestFbaPrice', 'fbaOffers'],
    ];
    for (const [price, offers] of pairs) expect(share((book) => (book[price] === null) !== (book[offers] === 0))).toBe(0);
    const both = catalog.filter((book) => book.lowestNewPrice !== null && book.lowestUsedPrice !== null);
    expect(both.filter((book) => book.lowestNewPrice! >= book.lowestUsedPrice!).length / both.length).toBeGreaterThan(0.85);
    expect(share((book) => book.lowestFbaPrice !== null && book.lowestUsedPrice !== null && book.lowestFbaPrice <= book.lowestUsedPrice)).toBe(0);
    const buyBoxAwayFromLowest = share((book) => {
      if (book.buyBoxPrice === null) return false;
      const lowest = Math.min(...[book.lowestUsedPrice, book.lowestNewPrice, book.lowestFbaPrice].filter((price) => price !== null));
      return book.buyBoxPrice < lowest || book.buyBoxPrice > Math.round(lowest * 1.08);
    });
    expect(buyBoxAwayFromLowest).toBe(0);
    expect(share((book) => book.buyBoxPrice === null)).toBeLessThan(0.12);
  });

  it('has fewer competing offers the worse a book sells', () => {
    const averageUsedOffers = (low: number, high: number) => {
      const books = catalog.filter((book) => book.salesRank !== null && book.salesRank >= low && book.salesRank < high);
      return books.reduce((sum, book) => sum + book.usedOffers, 0) / books.length;
    };
    expect(averageUsedOffers(1, 1000)).toBeGreaterThan(averageUsedOffers(1000, 100_000));
    expect(averageUsedOffers(1000, 100_000)).toBeGreaterThan(averageUsedOffers(100_000, 1_000_000));
    expect(averageUsedOffers(100_000, 1_000_000)).toBeGreaterThan(averageUsedOffers(1_000_000, SALES_RANK_MAX));
  });

  it('lets a typical trigger accept 15-35% of the books', () => {
    const mediaMail: TriggerRule = {
      id: 1, order: 1, active: true, name: 'Media mail', colorCode: '#1c7ed6',
      channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 300, maxSalesRank: 1_000_000, maxOffers: null, minPrice: null,
    };
    const accepted = share((book) => verdictFor(book, [mediaMail], { buyCost: 100, inboundCost: 50 }, DEFAULT_MEDIA_MAIL_RATES).status === 'ACCEPTED');
    expect(accepted).toBeGreaterThan(0.15);
    expect(accepted).toBeLessThan(0.35);
  });

  it('derives a book in microseconds', () => {
    const started = performance.now();
    for (let index = 0; index < DEFAULT_CATALOG_SIZE; index++) deriveBook(catalogIsbn(index));
    const microseconds = ((performance.now() - started) * 1000) / DEFAULT_CATALOG_SIZE;
    console.info(`simulator: ${microseconds.toFixed(2)} µs per derived book`);
    // Generous, so that a slow CI machine passes; the figure itself is what to watch.
    expect(microseconds).toBeLessThan(50);
  });
});

describe('lookups', () => {
  it('finds every catalog book by ISBN-13 and by its ASIN, in either case, identical to the snapshot', async () => {
    const book = catalog[4242]!;
    expect(await marketplace.findByCode(book.isbn13)).toEqual(book);
    expect(await marketplace.findByAsin(book.asin)).toEqual(book);
    expect(await marketplace.findByAsin(book.asin.toLowerCase())).toEqual(book);
  });

  it('lists about 80% of other real ISBNs, derived the same way, and no other product code', async () => {
    expect(await marketplace.findByCode(LISTED_REAL_ISBN)).toEqual(deriveBook(LISTED_REAL_ISBN));
    expect(await marketplace.findByAsin('0306406152')).toEqual(deriveBook(LISTED_REAL_ISBN));
    expect(await marketplace.findByCode(UNLISTED_REAL_ISBN)).toBeNull();
    expect(await marketplace.findByCode(NON_BOOK_EAN)).toBeNull();
    expect(await marketplace.findByCode('0036000291452')).toBeNull();

    let listed = 0;
    const tried = 5000;
    for (let n = 0; n < tried; n++) {
      const isbn10 = String(800_000_000 + n * 1931).padStart(9, '0');
      const normalised = validateCode(`${isbn10}${elevenCheck(isbn10)}`);
      if (normalised.valid && (await marketplace.findByCode(normalised.code13))) listed++;
    }
    expect(listed / tried).toBeGreaterThan(0.75);
    expect(listed / tried).toBeLessThan(0.85);
  });

  it('gives 979 books an ASIN of B and their body, found again by it', async () => {
    for (let n = 0; n < 50; n++) {
      const code12 = `97910${String(n * 7777).padStart(7, '0')}`;
      const code = validateCode(`${code12}${gs1(code12)}`);
      if (!code.valid) throw new Error('bad test code');
      const book = await marketplace.findByCode(code.code13);
      if (!book) continue;
      expect(book.asin).toBe(`B${code.code13.slice(3, 12)}`);
      expect(await marketplace.findByAsin(book.asin)).toEqual(book);
    }
  });

  it('never throws, whatever it is given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), async (text) => {
        const byCode = await marketplace.findByCode(text);
        const byAsin = await marketplace.findByAsin(text);
        for (const found of [byCode, byAsin]) if (found) expect(catalogBookSchema.safeParse(found).success).toBe(true);
      }),
      { numRuns: 500 },
    );
    for (const odd of ['', 'X', '0000000000', '000000000X', 'B', 'B12345678X', '9'.repeat(13), '9790000000000']) {
      await marketplace.findByAsin(odd);
      await marketplace.findByCode(odd);
    }
  });
});

describe('snapshot pages', () => {
  it('pages the catalog in catalogIsbn order and ends with a short page', async () => {
    const small = createSimulatedMarketplace({ catalogSize: 12_345 });
    const first = await small.snapshotPage(0);
    expect(first).toMatchObject({ page: 0, pageCount: 3, totalBooks: 12_345, version: small.dataVersion });
    expect(first!.books).toHaveLength(CATALOG_SNAPSHOT_PAGE_SIZE);
    expect(first!.books.slice(0, 3)).toEqual([0, 1, 2].map((index) => deriveBook(catalogIsbn(index))));
    const last = await small.snapshotPage(2);
    expect(last!.books).toHaveLength(2_345);
    expect(last!.books.at(-1)!.isbn13).toBe(catalogIsbn(12_344));
    expect(await small.snapshotPage(3)).toBeNull();
    expect(await small.snapshotPage(-1)).toBeNull();
    expect(small.dataVersion).not.toBe(marketplace.dataVersion);
  });

  it('builds a page of 5,000 books in milliseconds', async () => {
    await marketplace.snapshotPage(1);
    const started = performance.now();
    for (let page = 0; page < 10; page++) await marketplace.snapshotPage(page);
    const milliseconds = (performance.now() - started) / 10;
    console.info(`simulator: ${milliseconds.toFixed(1)} ms per snapshot page of ${CATALOG_SNAPSHOT_PAGE_SIZE}`);
    expect(milliseconds).toBeLessThan(250);
  });

  it('refuses a catalog size it cannot serve', () => {
    for (const catalogSize of [0, -5, 1.5, 20_000_000]) expect(() => createSimulatedMarketplace({ catalogSize })).toThrow(/catalog size/);
  });
});

function gs1(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * ((body.length - i) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

function elevenCheck(body: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}
