import fc from 'fast-check';
import { gs1CheckDigit } from '../../barcodes/checkDigits';
import { PRICE_SOURCES, type CatalogBook } from '../../bookzy/catalog';
import { DEFAULT_MEDIA_MAIL_RATES } from '../../bookzy/rates';
import { TRIGGER_LIMITS } from '../../bookzy/profit';
import { FULFILMENT_CHANNELS } from '../../bookzy/triggers';
import type { SorterConfig, SorterLookup, SorterRule } from '../decide';
import { FALLBACK_CASES, GATE_TARGET_TYPES, GATES, type GateMetadata } from '../gates';

/** Books, rules and configurations for the sorter's property tests, here and across the server and the machine API. */

const gate = fc.constantFrom(...GATES);
const cents = (max: number) => fc.integer({ min: 0, max });
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null, freq: 3 });

export const isbnArbitrary = fc
  .integer({ min: 0, max: 999_999_999 })
  .map((n) => {
    const body = `978${String(n).padStart(9, '0')}`;
    return body + gs1CheckDigit(body);
  });

export const bookArbitrary: fc.Arbitrary<CatalogBook> = fc.record({
  isbn13: isbnArbitrary,
  asin: fc.constant('B000000000'),
  title: fc.constant('A book'),
  author: fc.constant('A. Writer'),
  salesRank: maybe(fc.integer({ min: 1, max: 5_000_000 })),
  weight: fc.integer({ min: 1, max: 80 }),
  buyBoxPrice: maybe(cents(20_000)),
  lowestUsedPrice: maybe(cents(20_000)),
  lowestNewPrice: maybe(cents(20_000)),
  lowestFbaPrice: maybe(cents(20_000)),
  usedOffers: fc.integer({ min: 0, max: 60 }),
  newOffers: fc.integer({ min: 0, max: 60 }),
  fbaOffers: fc.integer({ min: 0, max: 60 }),
});

export const ruleArbitrary = (id: number): fc.Arbitrary<SorterRule> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Rule ${id}`),
    gate,
    channel: fc.constantFrom(...FULFILMENT_CHANNELS),
    priceSource: fc.constantFrom(...PRICE_SOURCES),
    minProfit: maybe(fc.integer({ min: -2000, max: 5000 })),
    maxSalesRank: maybe(fc.integer({ min: 1, max: 3_000_000 })),
    maxOffers: maybe(fc.integer({ min: 0, max: 60 })),
    minPrice: maybe(cents(5000)),
  });

export const gatesArbitrary: fc.Arbitrary<GateMetadata[]> = fc.tuple(
  ...GATES.map((each) =>
    fc.record({
      gate: fc.constant(each),
      tag: fc.constant(''),
      color: fc.constant('#228be6'),
      sound: fc.constant('ding' as const),
      targetType: fc.constantFrom(...GATE_TARGET_TYPES),
      full: fc.boolean(),
    }),
  ),
);

export const sorterConfigArbitrary: fc.Arbitrary<SorterConfig> = fc.record({
  rules: fc.option(
    fc.integer({ min: 0, max: 6 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => ruleArbitrary(index + 1)))),
    { nil: null, freq: 8 },
  ),
  typeGateMap: fc.record(Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, gate])) as Record<(typeof FALLBACK_CASES)[number], typeof gate>),
  rejectBreakdown: fc.dictionary(fc.constantFrom(...TRIGGER_LIMITS), gate, { maxKeys: 3 }),
  gates: gatesArbitrary,
  costs: fc.record({ buyCost: cents(500), inboundCost: cents(200) }),
  rates: fc.constant(DEFAULT_MEDIA_MAIL_RATES),
});

/** A scan: a code (now and then mistyped) and what its lookup found. */
export const scanArbitrary: fc.Arbitrary<{ code: string; lookup: SorterLookup }> = fc.record({
  book: bookArbitrary,
  mistyped: fc.boolean(),
  lookup: fc.constantFrom('BOOK', 'BOOK', 'BOOK', 'NO_LISTING', 'TIMEOUT'),
}).map(({ book, mistyped, lookup }) => ({
  code: mistyped ? `${book.isbn13.slice(0, 12)}${(Number(book.isbn13[12]) + 1) % 10}` : book.isbn13,
  lookup: lookup === 'BOOK' ? { kind: 'BOOK', book } : { kind: lookup },
}));
