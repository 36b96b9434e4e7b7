import { expect, it } from 'vitest';
import { deriveBook } from '../deriveBook';
import { listingTermsOf } from '../listing';
import { catalogIsbn } from '../simulator';
import type { ConformanceArea } from './subject';

/** The first catalog book whose listing terms pass `test`. */
export function catalogBookWhere(test: (isbn13: string) => boolean): string {
  for (let index = 0; index < 2000; index++) if (test(catalogIsbn(index))) return catalogIsbn(index);
  throw new Error('No catalog book fits');
}

export const booksConformance: ConformanceArea = (subject) => {
  it('finds a book by its ISBN, with its title, author, rank, weight and market', async () => {
    const isbn13 = catalogIsbn(7);
    const book = await subject().asSeller(() => subject().marketplace.findByCode(isbn13));
    expect(book).toEqual(deriveBook(isbn13));
  });

  it('finds the same book by its ASIN', async () => {
    const expected = deriveBook(catalogIsbn(11));
    const book = await subject().asSeller(() => subject().marketplace.findByAsin(expected.asin.toLowerCase()));
    expect(book).toEqual(expected);
  });

  it('finds nothing for a code that is not a listed book', async () => {
    expect(await subject().asSeller(() => subject().marketplace.findByCode('4006381333931'))).toBeNull();
  });

  it('refuses a restricted book, and not the others, with their dangerous-goods flags', async () => {
    const restricted = catalogBookWhere((isbn13) => listingTermsOf(isbn13).restricted);
    const hazmat = catalogBookWhere((isbn13) => !listingTermsOf(isbn13).restricted && listingTermsOf(isbn13).hazmatType !== null);
    const plain = catalogBookWhere((isbn13) => !listingTermsOf(isbn13).restricted && listingTermsOf(isbn13).hazmatType === null && !listingTermsOf(isbn13).hasBattery);
    for (const isbn13 of [restricted, hazmat, plain]) {
      expect(await subject().asSeller(() => subject().marketplace.listingTerms(isbn13))).toEqual(listingTermsOf(isbn13));
    }
  });
};
