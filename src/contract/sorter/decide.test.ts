import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_MAIL_RATES } from '../bookzy/rates';
import { quietHarbor } from '../bookzy/testing/books';
import { decideGate, type SorterConfig, type SorterRule } from './decide';
import { SORTER_GATE_COUNT } from '../constants';
import { GATES, type Gate, type GateMetadata, type GateTargetType } from './gates';

const book = quietHarbor;
const found = { kind: 'BOOK', book } as const;

function rule(id: number, gate: Gate, overrides: Partial<SorterRule> = {}): SorterRule {
  return { id, name: `Rule ${id}`, gate, channel: 'MF', priceSource: 'LOWEST_USED', minProfit: null, maxSalesRank: null, maxOffers: null, minPrice: null, ...overrides };
}

function gates(targets: Partial<Record<Gate, GateTargetType>> = {}, full: Gate[] = []): GateMetadata[] {
  return GATES.map((gate) => ({ gate, tag: '', color: '#228be6', sound: 'ding', targetType: targets[gate] ?? 'NONE', full: full.includes(gate) }));
}

function config(overrides: Partial<SorterConfig> = {}): SorterConfig {
  return {
    rules: [rule(1, 'GATE_1', { maxSalesRank: 50_000 }), rule(2, 'GATE_2', { minPrice: 900 }), rule(3, 'GATE_3')],
    typeGateMap: { REJECT: 'GATE_11', INVALID_BARCODE: 'GATE_10', NO_LISTING: 'GATE_9', NO_SR: 'GATE_8', NO_SECTION: 'GATE_7', TIMEOUT: 'GATE_6' },
    rejectBreakdown: {},
    gates: gates(),
    costs: { buyCost: 100, inboundCost: 50 },
    rates: DEFAULT_MEDIA_MAIL_RATES,
    ...overrides,
  };
}

describe('the sorter’s gate for a book', () => {
  it('is one of spec 9’s 11 gates', () => {
    expect(GATES).toHaveLength(SORTER_GATE_COUNT);
  });

  it('is the gate of the first rule the book matches, named with the rule', () => {
    const decision = decideGate(book.isbn13, found, config());
    expect(decision).toMatchObject({ gate: 'GATE_2', rule: { id: 2, name: 'Rule 2' }, fallback: null, redirect: null, price: 1000, salesRank: 120_000 });
  });

  it('sends each failure to its fallback gate, in the order a scan meets them', () => {
    expect(decideGate('9780306406158', found, config())).toMatchObject({ gate: 'GATE_10', fallback: 'INVALID_BARCODE', rule: null });
    expect(decideGate(book.isbn13, { kind: 'TIMEOUT' }, config())).toMatchObject({ gate: 'GATE_6', fallback: 'TIMEOUT' });
    expect(decideGate(book.isbn13, { kind: 'NO_LISTING' }, config())).toMatchObject({ gate: 'GATE_9', fallback: 'NO_LISTING' });
    expect(decideGate(book.isbn13, found, config({ rules: null }))).toMatchObject({ gate: 'GATE_7', fallback: 'NO_SECTION' });
    expect(decideGate(book.isbn13, found, config({ rules: [] }))).toMatchObject({ gate: 'GATE_7', fallback: 'NO_SECTION' });
    expect(decideGate(book.isbn13, { kind: 'BOOK', book: { ...book, salesRank: null } }, config())).toMatchObject({ gate: 'GATE_8', fallback: 'NO_SR' });
    // An invalid code is invalid whatever the lookup says.
    expect(decideGate('12345', { kind: 'TIMEOUT' }, config())).toMatchObject({ fallback: 'INVALID_BARCODE' });
  });

  it('rejects a book no rule takes, to the gate of its main reason when the breakdown names one', () => {
    const strict = [rule(1, 'GATE_1', { maxSalesRank: 50_000 }), rule(2, 'GATE_2', { minPrice: 5000, maxSalesRank: 10 })];
    expect(decideGate(book.isbn13, found, config({ rules: strict }))).toMatchObject({ gate: 'GATE_11', fallback: 'REJECT', rejectReason: 'maxSalesRank', rule: null });
    expect(decideGate(book.isbn13, found, config({ rules: strict, rejectBreakdown: { maxSalesRank: 'GATE_5' } }))).toMatchObject({
      gate: 'GATE_5',
      fallback: 'REJECT',
      rejectReason: 'maxSalesRank',
    });
    expect(decideGate(book.isbn13, found, config({ rules: strict, rejectBreakdown: { minProfit: 'GATE_4' } }))).toMatchObject({ gate: 'GATE_11' });
  });

  it('passes a full gate’s book to the next open gate along with the same target, wrapping round', () => {
    const onlyGate10 = [rule(1, 'GATE_10')];
    const targets = { GATE_10: 'FBA', GATE_11: 'FBA', GATE_3: 'FBA', GATE_4: 'EXCEPTION' } as const;
    expect(decideGate(book.isbn13, found, config({ rules: onlyGate10, gates: gates(targets, ['GATE_10']) }))).toMatchObject({
      gate: 'GATE_11',
      rule: { id: 1 },
      redirect: { from: 'GATE_10', to: 'NEXT_OF_KIND' },
    });
    expect(decideGate(book.isbn13, found, config({ rules: onlyGate10, gates: gates(targets, ['GATE_10', 'GATE_11']) }))).toMatchObject({
      gate: 'GATE_3',
      redirect: { from: 'GATE_10', to: 'NEXT_OF_KIND' },
    });
  });

  it('passes it to the exception gate when no gate of its kind is open, or it has no kind', () => {
    const toGate1 = [rule(1, 'GATE_1')];
    const targets = { GATE_1: 'DONATE', GATE_2: 'DONATE', GATE_4: 'EXCEPTION' } as const;
    expect(decideGate(book.isbn13, found, config({ rules: toGate1, gates: gates(targets, ['GATE_1', 'GATE_2']) }))).toMatchObject({
      gate: 'GATE_4',
      redirect: { from: 'GATE_1', to: 'EXCEPTION' },
    });
    // With no exception gate, REJECT's gate takes it.
    expect(decideGate(book.isbn13, found, config({ rules: toGate1, gates: gates({}, ['GATE_1']) }))).toMatchObject({
      gate: 'GATE_11',
      redirect: { from: 'GATE_1', to: 'EXCEPTION' },
    });
    // The exception gate itself full: the book still drops there, there being nowhere else.
    expect(decideGate('12345', found, config({ typeGateMap: { ...config().typeGateMap, INVALID_BARCODE: 'GATE_11' }, gates: gates({}, ['GATE_11']) }))).toMatchObject({
      gate: 'GATE_11',
      redirect: null,
    });
  });
});
