import { CATALOG_SNAPSHOT_PAGE_SIZE, type CatalogSnapshotPage } from '../../src/contract';
import { simulatedSellerName } from './sellerNames';
import { gs1CheckDigit, isbn10ToIsbn13, validateCode } from '../../src/contract/barcodes';
import { deriveBook, hashCode13, mix32 } from './deriveBook';
import type { Database } from '../db/database';
import { createAuthorizationSimulator } from './authorization/authorizationSimulator';
import { spentCodesInDatabase } from './authorization/spentCodes';
import { createInboundSimulator } from './inbound/inboundSimulator';
import { deriveInventory } from './inventory';
import { editionsOf, fnskuOf, listingTermsOf, planShipments, quoteLtl, shipmentCodeOf } from './listing';
import type { Marketplace } from './marketplace';
import { offersOf, type OfferBasis } from './offers';
import { createPriceSimulator } from './prices/priceSimulator';
import { createReimbursementSimulator } from './reimbursements/reimbursementSimulator';

/**
 * The deterministic marketplace simulator, Folio's default marketplace.
 *
 * - The catalog is the books catalogIsbn(0..size-1): '978' + a 9-digit body + check digit, the body
 *   spread over 978-0/978-1 (English-language) ISBNs by a bijection, so neighbours look unrelated.
 * - Every field of a book comes from a hash of its ISBN (deriveBook.ts); nothing is stored or seeded.
 * - Catalog books are always listed. Any other ISBN (978 or 979) is listed when its hash says so
 *   (about 80%), derived the same way; codes that are not books (other EAN/UPC) are never listed.
 * - Listing rules (restricted books, hazmat, batteries, second editions, FNSKUs, the shipment
 *   split and LTL quotes) are derived from the ISBN too: listing.ts.
 * - Offers on a book move hour by hour by the rules in offers.ts; a seller's existing stock is
 *   derived from the catalog by the rules in inventory.ts.
 * - The inbound workflow (plans, packing, placement, transport) is inbound/inboundSimulator.ts.
 * - Authorising Folio on a seller account (its consent page, served under /marketplace-sim/, and
 *   the code exchange) is authorization/authorizationSimulator.ts.
 * - The ledger of units lost or damaged in inbound shipments, and claims for them, is
 *   reimbursements/reimbursementSimulator.ts.
 * - The data version names the derivation's revision and the catalog size: either changing makes
 *   every app download a fresh snapshot.
 */

/** Bump when deriveBook changes what it answers for some ISBN. */
const DERIVATION_REVISION = 1;
export const DEFAULT_CATALOG_SIZE = 120_000;
/** Keeps index × stride exact in a double; far more books than a phone should download. */
export const MAX_CATALOG_SIZE = 10_000_000;
const LISTED_SHARE_OUTSIDE_CATALOG = 0.8;

/** Bodies 000000000..199999999: the 978-0 and 978-1 groups. */
const BODY_SPACE = 200_000_000;
/** 3^18, coprime with 10: index → body is a bijection of 0..BODY_SPACE-1. */
const STRIDE = 387_420_489;
const OFFSET = 4_817_263;
const STRIDE_INVERSE = modularInverse(BigInt(STRIDE), BigInt(BODY_SPACE));

function modularInverse(value: bigint, modulus: bigint): bigint {
  let [a, b, x, y] = [value % modulus, modulus, 1n, 0n];
  while (b !== 0n) {
    const q = a / b;
    [a, b, x, y] = [b, a - q * b, y, x - q * y];
  }
  return ((x % modulus) + modulus) % modulus;
}

/** The ISBN-13 of catalog book `index` (0-based); tests and the e2e suite pick catalog books with it. */
export function catalogIsbn(index: number): string {
  const body = String((index * STRIDE + OFFSET) % BODY_SPACE).padStart(9, '0');
  const code12 = `978${body}`;
  return code12 + gs1CheckDigit(code12);
}

/** The catalog index of an ISBN-13, or null when it is not of the catalog's form. */
export function catalogIndexOf(isbn13: string): number | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const body = Number(isbn13.slice(3, 12));
  if (body >= BODY_SPACE) return null;
  const shifted = BigInt((body - OFFSET + BODY_SPACE) % BODY_SPACE);
  return Number((shifted * STRIDE_INVERSE) % BigInt(BODY_SPACE));
}

/** Whether the simulated marketplace lists a book by this 13-digit key at all. */
export function isListed(code13: string, catalogSize: number): boolean {
  if (!/^97[89]\d{10}$/.test(code13)) return false;
  const index = catalogIndexOf(code13);
  if (index !== null && index < catalogSize) return true;
  // A second hash, independent of the fields' generator, decides whether other ISBNs are listed.
  return mix32(hashCode13(code13) ^ 0x5bd1e995) % 1000 < LISTED_SHARE_OUTSIDE_CATALOG * 1000;
}

/**
 * What offers need of a book, kept once worked out: a repricing run asks for the same 100,000
 * books again and again, and deriving a book (its title too) costs more than its offers. One memo
 * per simulator (the catalog size decides what is listed), bounded: when full it starts again.
 */
const OFFER_BASIS_CACHE = 300_000;

function offerBasisMemo(catalogSize: number) {
  const bases = new Map<string, OfferBasis | null>();
  return (asin: string): OfferBasis | null => {
    const known = bases.get(asin);
    if (known !== undefined) return known;
    const code13 = code13OfAsin(asin);
    const book = code13 !== null && isListed(code13, catalogSize) ? deriveBook(code13) : null;
    const basis = book && {
      hash: hashCode13(book.isbn13),
      lowestUsedPrice: book.lowestUsedPrice,
      lowestNewPrice: book.lowestNewPrice,
      usedOffers: book.usedOffers,
      newOffers: book.newOffers,
      fbaOffers: book.fbaOffers,
    };
    if (bases.size >= OFFER_BASIS_CACHE) bases.clear();
    bases.set(asin, basis);
    return basis;
  };
}

/** The 13-digit key behind an ASIN: an ISBN-10, or the simulator's 'B' + 9-digit body of a 979 book. */
function code13OfAsin(asin: string): string | null {
  const upper = asin.trim().toUpperCase();
  const b979 = /^B(\d{9})$/.exec(upper);
  if (b979) {
    const code12 = `979${b979[1]}`;
    return code12 + gs1CheckDigit(code12);
  }
  if (!/^\d{9}[\dX]$/.test(upper)) return null;
  const normalised = validateCode(upper);
  return normalised.valid ? isbn10ToIsbn13(upper) : null;
}

/**
 * `db`: where the simulator keeps what a real marketplace remembers (the authorisation codes it has
 * exchanged), shared by every server on that database; without it (unit tests, benches), this
 * process remembers.
 */
export function createSimulatedMarketplace(options: { catalogSize?: number; db?: Database } = {}): Marketplace {
  const catalogSize = options.catalogSize ?? DEFAULT_CATALOG_SIZE;
  if (!Number.isInteger(catalogSize) || catalogSize < 1 || catalogSize > MAX_CATALOG_SIZE) {
    throw new Error(`The catalog size must be a whole number from 1 to ${MAX_CATALOG_SIZE}.`);
  }
  const pageCount = Math.ceil(catalogSize / CATALOG_SNAPSHOT_PAGE_SIZE);
  const dataVersion = `sim-${DERIVATION_REVISION}-${catalogSize}`;
  const offerBasisOf = offerBasisMemo(catalogSize);
  const find = (code13: string | null) => (code13 !== null && isListed(code13, catalogSize) ? deriveBook(code13) : null);

  return {
    remote: false,
    dataVersion,
    catalogCoverage: 'MARKETPLACE',
    catalogSize,
    findByCode: async (code13) => find(code13),
    findByAsin: async (asin) => find(code13OfAsin(asin)),
    snapshotPage: async (page): Promise<CatalogSnapshotPage | null> => {
      if (!Number.isInteger(page) || page < 0 || page >= pageCount) return null;
      const first = page * CATALOG_SNAPSHOT_PAGE_SIZE;
      const last = Math.min(catalogSize, first + CATALOG_SNAPSHOT_PAGE_SIZE);
      const books = [];
      for (let index = first; index < last; index++) books.push(deriveBook(catalogIsbn(index)));
      return { version: dataVersion, coverage: 'MARKETPLACE', page, pageCount, totalBooks: catalogSize, books };
    },
    editions: async (code13) => {
      const book = find(code13);
      return book ? editionsOf(book) : [];
    },
    listingTerms: async (isbn13) => listingTermsOf(isbn13),
    fnsku: async (sellerId, asin, condition) => fnskuOf(sellerId, asin, condition),
    prepare: async () => undefined,
    inboundListing: async (sellerId, asin, condition) => ({ fnsku: fnskuOf(sellerId, asin, condition), sku: null }),
    planShipments: async (lines) => planShipments(lines),
    shipmentCode: async (sellerId, shipmentRowId) => shipmentCodeOf(sellerId, shipmentRowId),
    quoteLtl: async (palletCount, weight, freightReadyDate) => quoteLtl(palletCount, weight, freightReadyDate),
    offersFor: async (asin, at, condition) => {
      const basis = offerBasisOf(asin);
      return basis ? offersOf(basis, at, condition) : [];
    },
    offersForMany: async (pairs, at) =>
      pairs.map(({ asin, condition }) => {
        const basis = offerBasisOf(asin);
        return basis ? offersOf(basis, at, condition) : [];
      }),
    offersBatchSize: 1000,
    existingStock: async (marketplaceSellerId) => deriveInventory(marketplaceSellerId, catalogSize),
    sellerName: async (marketplaceSellerId, at) => simulatedSellerName(marketplaceSellerId, at),
    inbound: createInboundSimulator(),
    authorization: createAuthorizationSimulator(options.db ? spentCodesInDatabase(options.db) : undefined),
    reimbursements: createReimbursementSimulator(),
    prices: createPriceSimulator(),
  };
}
