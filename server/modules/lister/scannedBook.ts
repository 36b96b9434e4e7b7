import { ErrorCode, type AddItemInput, type BookCandidate } from '../../../src/contract';
import { validateCode } from '../../../src/contract/barcodes';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput } from '../../http/appError';
import type { Edition, ListingTerms } from '../../marketplace/listing';
import { keepSellerBooks } from '../sellerCatalog/sellerBooks';

/**
 * What a scanned code means, for both lister flows: the book to add with its listing terms, or
 * (when the marketplace lists several books under the code and the seller has not chosen) the
 * candidates to choose from.
 */
export type ScannedBook =
  | { kind: 'MULTIPLE'; candidates: BookCandidate[] }
  | { kind: 'BOOK'; edition: Edition; terms: ListingTerms; candidates: BookCandidate[] };

const candidateOf = (edition: Edition): BookCandidate => ({
  bookId: edition.book.asin,
  title: edition.book.title,
  author: edition.book.author,
  binding: edition.binding,
});

export async function scannedBook(deps: Pick<AppDeps, 'db' | 'clock' | 'marketplace'>, userId: number, input: AddItemInput): Promise<ScannedBook> {
  const code = validateCode(input.code);
  if (!code.valid) throw invalidInput(`code is not a usable barcode: ${code.reason}`);
  const editions = await deps.marketplace.editions(code.code13);
  if (editions.length === 0) throw new AppError(404, ErrorCode.NOT_FOUND, 'The marketplace does not list this book.');
  const candidates = editions.map(candidateOf);
  let edition: Edition;
  if (input.bookId !== undefined) {
    const chosen = editions.find((each) => each.book.asin === input.bookId);
    if (!chosen) throw invalidInput('bookId is not one of the books this code lists.');
    edition = chosen;
  } else if (editions.length > 1 && input.whenSeveral !== 'FIRST') {
    return { kind: 'MULTIPLE', candidates };
  } else {
    edition = editions[0]!;
  }
  const [terms] = await Promise.all([deps.marketplace.listingTerms(edition.book.isbn13), keepSellerBooks(deps, userId, [edition.book])]);
  // When the first of several editions was taken, the others come back: the app offers them.
  return { kind: 'BOOK', edition, terms, candidates: editions.length > 1 ? candidates : [] };
}

/** The columns an item takes from the book scanned and its listing terms, in both lister flows. */
export function bookColumns(edition: Edition, terms: ListingTerms) {
  const { book } = edition;
  return {
    asin: book.asin,
    isbn13: book.isbn13,
    title: book.title,
    author: book.author,
    weight: book.weight,
    restricted: terms.restricted,
    hazmatType: terms.hazmatType,
    hasBattery: terms.hasBattery,
  };
}
