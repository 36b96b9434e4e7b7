import type { CatalogBook } from '../../src/contract';
import { isbn13To10 } from '../../src/contract/barcodes';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS, PLACES, TOPICS } from './words';

/**
 * One simulated book, computed from its ISBN alone: a hash of the ISBN seeds a small random
 * generator, and every field is drawn from it in a fixed order. Nothing is stored, so any ISBN gives
 * the same book on every server and every run, and deriving one costs about a microsecond.
 * Money is cents, weight tenths of a pound (the contract's units).
 */

/** Ranks run from 1 (the best seller) to this; log-uniform, as real sales ranks are spread. */
export const SALES_RANK_MAX = 5_000_000;
const LOG_RANK_MAX = Math.log(SALES_RANK_MAX);
const UNRANKED_SHARE = 0.04;

/** murmur3's 32-bit finaliser: every input bit moves about half the output bits. */
export function mix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit hash of a 13-digit code (it fits a double exactly: below 2^53). */
export function hashCode13(code13: string): number {
  const value = Number(code13);
  const high = Math.floor(value / 0x1_0000_0000);
  return mix32(mix32(value >>> 0) ^ Math.imul(high + 0x9e3779b9, 0x27d4eb2d));
}

/** mulberry32: a tiny, fast generator; good enough for plausible data, not for secrets. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

const pick = <T>(list: readonly T[], random: number): T => list[Math.floor(random * list.length)]!;

function titleFrom(next: () => number): string {
  const adjective = pick(ADJECTIVES, next());
  const noun = pick(NOUNS, next());
  const other = pick(NOUNS, next());
  const topic = pick(TOPICS, next());
  const place = pick(PLACES, next());
  switch (Math.floor(next() * 8)) {
    case 0: return `The ${adjective} ${noun}`;
    case 1: return `${noun} and ${other}`;
    case 2: return `A ${adjective} History of ${topic}`;
    case 3: return `The ${noun} of ${place}`;
    case 4: return `${topic} for Beginners`;
    case 5: return `The ${adjective} ${noun}: A Novel`;
    case 6: return `${topic}: The ${adjective} Guide`;
    default: return `Notes from the ${adjective} ${other}`;
  }
}

function authorFrom(next: () => number): string {
  const first = pick(FIRST_NAMES, next());
  const last = pick(LAST_NAMES, next());
  const initial = next() < 0.3 ? ` ${String.fromCharCode(65 + Math.floor(next() * 26))}.` : '';
  return `${first}${initial} ${last}`;
}

/** A normal deviate (Box-Muller): prices spread log-normally around a typical value. */
const normal = (next: () => number) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

const cents = (amount: number) => Math.max(99, Math.round(amount));

/** The marketplace's ASIN of a book: its ISBN-10 for 978 codes, 'B' and the 9-digit body for 979. */
export function asinOf(isbn13: string): string {
  return isbn13To10(isbn13) ?? `B${isbn13.slice(3, 12)}`;
}

export function deriveBook(isbn13: string): CatalogBook {
  const next = generator(hashCode13(isbn13));
  const title = titleFrom(next);
  const author = authorFrom(next);

  const salesRank = next() < UNRANKED_SHARE ? null : Math.max(1, Math.floor(Math.exp(next() * LOG_RANK_MAX)));
  // 1 for the best seller, 0 for the slowest or never sold: drives how many sellers compete.
  const popularity = salesRank === null ? 0 : 1 - Math.log(salesRank) / LOG_RANK_MAX;
  const weight = 3 + Math.floor(42 * next() ** 1.8);

  // What a used copy typically fetches; heavier books (textbooks) are worth more.
  const value = Math.exp(Math.log(420) + 0.95 * normal(next) + 0.025 * (weight - 15));
  const lowestUsedPrice = next() < (salesRank === null ? 0.6 : 0.86 + 0.12 * popularity) ? cents(value) : null;
  let lowestNewPrice: number | null = null;
  if (next() < 0.3 + 0.5 * popularity) {
    // New copies cost more than used ones, except now and then when a used copy is a collectible.
    const collectibleUsed = lowestUsedPrice !== null && next() < 0.08;
    lowestNewPrice = cents(collectibleUsed ? lowestUsedPrice * (0.8 + 0.15 * next()) : value * (1.2 + 1.4 * next()) + 250);
  }
  const lowestFbaPrice = next() < 0.2 + 0.6 * popularity
    ? cents((lowestUsedPrice ?? lowestNewPrice ?? value) * (1.08 + 0.4 * next()) + 150)
    : null;

  const listed = [lowestUsedPrice, lowestNewPrice, lowestFbaPrice].filter((price): price is number => price !== null);
  const buyBoxPrice = listed.length > 0 && next() < 0.95 ? Math.round(Math.min(...listed) * (1 + 0.08 * next())) : null;

  // Competition falls with rank: a best seller has a hundred used offers, a slow book one or two.
  const offers = (price: number | null, most: number) =>
    price === null ? 0 : 1 + Math.floor(next() * (1 + most * popularity * popularity));

  return {
    isbn13,
    asin: asinOf(isbn13),
    title,
    author,
    salesRank,
    weight,
    buyBoxPrice,
    lowestUsedPrice,
    lowestNewPrice,
    lowestFbaPrice,
    usedOffers: offers(lowestUsedPrice, 150),
    newOffers: offers(lowestNewPrice, 40),
    fbaOffers: offers(lowestFbaPrice, 30),
  };
}
