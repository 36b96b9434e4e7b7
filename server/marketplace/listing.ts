import type { CatalogBook, HazmatType } from '../../src/contract';
import { hashCode13, mix32 } from './deriveBook';

/**
 * The simulated marketplace's listing rules, derived from the ISBN like the books themselves, so
 * every run and every server agrees. Each share is small, as in real life, but large enough that a
 * cart of books meets every case: a restricted book, hazmat, a battery, several editions.
 */

export interface ListingTerms {
  /** The marketplace does not take this book into its warehouses (error 1069 when boxed). */
  restricted: boolean;
  hazmatType: HazmatType | null;
  hasBattery: boolean;
}

/** A book the marketplace lists under a code, with its binding: the "multiple results" choice. */
export interface Edition {
  book: CatalogBook;
  binding: string;
}

const RESTRICTED_PER_MILLE = 40;
const HAZMAT_PER_MILLE = 30;
const BATTERY_PER_MILLE = 20;
const SEVERAL_EDITIONS_PER_MILLE = 30;
const HAZMAT_TYPES: readonly HazmatType[] = ['STORAGE', 'TRANSPORTATION', 'Waste', 'GHS', 'OTHER'];

/** Independent draws per rule: each salt gives a hash unrelated to the book's fields. */
const draw = (isbn13: string, salt: number) => mix32(hashCode13(isbn13) ^ salt) % 1000;

export function listingTermsOf(isbn13: string): ListingTerms {
  const hazmatDraw = draw(isbn13, 0x2545f491);
  return {
    restricted: draw(isbn13, 0x68e31da4) < RESTRICTED_PER_MILLE,
    hazmatType: hazmatDraw < HAZMAT_PER_MILLE ? HAZMAT_TYPES[hazmatDraw % HAZMAT_TYPES.length]! : null,
    hasBattery: draw(isbn13, 0x1b873593) < BATTERY_PER_MILLE,
  };
}

/** True when the code lists a second edition beside the book itself. */
export function hasSeveralEditions(isbn13: string): boolean {
  return draw(isbn13, 0x7feb352d) < SEVERAL_EDITIONS_PER_MILLE;
}

/** The editions a code lists: the paperback, and for some books a hardcover under a 'B0' ASIN. */
export function editionsOf(book: CatalogBook): Edition[] {
  if (!hasSeveralEditions(book.isbn13)) return [{ book, binding: 'Paperback' }];
  const hardcoverAsin = `B0${(mix32(hashCode13(book.isbn13) ^ 0x3c6ef372) % 100_000_000).toString().padStart(8, '0')}`;
  const hardcover: CatalogBook = { ...book, asin: hardcoverAsin, weight: book.weight + 4 };
  return [
    { book, binding: 'Paperback' },
    { book: hardcover, binding: 'Hardcover' },
  ];
}

const FNSKU_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The marketplace's warehouse label code for one seller's book in one condition: 'X00' and seven
 * characters, the same every time it is asked (a real marketplace stores it; this one derives it).
 */
export function fnskuOf(sellerId: number, asin: string, condition: string): string {
  let hash = mix32(sellerId ^ 0x9e3779b9);
  for (const character of `${asin}|${condition}`) hash = mix32(hash ^ character.charCodeAt(0));
  let suffix = '';
  for (let index = 0; index < 7; index++) {
    hash = mix32(hash + index);
    suffix += FNSKU_ALPHABET[hash % FNSKU_ALPHABET.length];
  }
  return `X00${suffix}`;
}

/** Warehouses the simulator sends books to; hazmat goes to its own. */
export const DESTINATIONS = ['PHX7', 'ONT8', 'AVP1'] as const;
export const HAZMAT_DESTINATION = 'IND9';

export interface PlanLine {
  itemId: number;
  isbn13: string;
  hazmat: boolean;
}

export interface PlannedShipment {
  destination: string;
  hazmat: boolean;
  itemIds: number[];
}

/** The warehouse a book goes to. */
export function destinationOf(isbn13: string, hazmat: boolean): string {
  return hazmat ? HAZMAT_DESTINATION : DESTINATIONS[draw(isbn13, 0x5f356495) % DESTINATIONS.length]!;
}

/**
 * Splits a session into shipments the way the marketplace does: by destination warehouse. A book
 * goes to one of three regular warehouses chosen by its ISBN; hazmat and battery items all go to
 * the hazmat warehouse.
 */
export function planShipments(lines: readonly PlanLine[]): PlannedShipment[] {
  const byDestination = new Map<string, PlannedShipment>();
  for (const line of lines) {
    const destination = destinationOf(line.isbn13, line.hazmat);
    const planned = byDestination.get(destination) ?? { destination, hazmat: line.hazmat, itemIds: [] };
    planned.itemIds.push(line.itemId);
    byDestination.set(destination, planned);
  }
  return [...byDestination.values()].sort((a, b) => a.destination.localeCompare(b.destination));
}

/** The marketplace's shipment id: 'FBA1' and eight letters or digits, from the seller and a sequence number. */
export function shipmentCodeOf(sellerId: number, shipmentRowId: number): string {
  let hash = mix32(sellerId * 31 + shipmentRowId);
  let code = '';
  for (let index = 0; index < 8; index++) {
    hash = mix32(hash + index);
    code += FNSKU_ALPHABET[hash % FNSKU_ALPHABET.length];
  }
  return `FBA1${code}`;
}

/** The partnered carrier's LTL quote: a base per pallet, more for heavier loads, in cents. */
export function quoteLtl(palletCount: number, weightTenths: number, freightReadyDate: string) {
  const pickup = new Date(`${freightReadyDate}T00:00:00Z`);
  pickup.setUTCDate(pickup.getUTCDate() + 1);
  return {
    carrier: 'Partnered LTL Freight',
    estimate: 150_00 + palletCount * 95_00 + Math.round(weightTenths * 1.5),
    pickupDate: pickup.toISOString().slice(0, 10),
  };
}
