import { describe, expect, it } from 'vitest';
import { priceCents, tenths } from '~/contract/lister';
import { triggerRuleFields } from '~/contract/bookzy';
import { readNumber } from './numberRules';
import { formatNumber, MONEY, parseNumberText, TENTHS, WHOLE } from './numberText';

describe('reading typed numbers', () => {
  it.each([
    ['12.50', 1250],
    ['$12.5', 1250],
    ['$1,250', 125000],
    ['1,234,567.89', 123456789],
    ['.5', 50],
    ['7.', 700],
    ['  3 ', 300],
    ['-$3.05', -305],
    ['$-3.05', -305],
    ['3.999', 400],
    ['1.005', 101],
    ['0.004', 0],
  ])('reads money %j as %i cents', (text, cents) => {
    expect(parseNumberText(text, MONEY)).toEqual({ kind: 'number', value: cents });
  });

  it.each(['1e9', '1E9', 'abc', '12abc', '1,25', '12,5000', '$', '-', '.', '1.2.3', '--5', '+5', '0x10', 'Infinity', '1 000', '$$5'])(
    'refuses %j as not a number',
    (text) => {
      expect(parseNumberText(text, MONEY)).toEqual({ kind: 'notNumber' });
    },
  );

  it('reads tenths with one decimal, rounding a second', () => {
    expect(parseNumberText('12.5', TENTHS)).toEqual({ kind: 'number', value: 125 });
    expect(parseNumberText('1.15', TENTHS)).toEqual({ kind: 'number', value: 12 });
    expect(parseNumberText('$5', TENTHS)).toEqual({ kind: 'notNumber' });
  });

  it('reads whole numbers and refuses a fraction instead of dropping its point', () => {
    expect(parseNumberText('1,000,000', WHOLE)).toEqual({ kind: 'number', value: 1_000_000 });
    expect(parseNumberText('4.0', WHOLE)).toEqual({ kind: 'number', value: 4 });
    expect(parseNumberText('2.5', WHOLE)).toEqual({ kind: 'notWhole' });
    expect(parseNumberText('', WHOLE)).toEqual({ kind: 'empty' });
  });

  it('shows values in their usual form', () => {
    expect(formatNumber(125050, MONEY)).toBe('$1,250.50');
    expect(formatNumber(-305, MONEY)).toBe('-$3.05');
    expect(formatNumber(125, TENTHS)).toBe('12.5');
    expect(formatNumber(20000, TENTHS)).toBe('2000.0');
    expect(formatNumber(1_000_000, { ...WHOLE, grouped: true })).toBe('1,000,000');
  });
});

describe("checking typed numbers against the contract's rules", () => {
  it.each([
    ['1e9', 'Enter a number like 12.50'],
    ['-5', 'Must be at least $0.01'],
    ['0', 'Must be at least $0.01'],
    ['100000.01', 'Must be at most $100,000.00'],
    ['', 'Enter an amount'],
  ])('a listing price %j: %s', (text, error) => {
    expect(readNumber(text, MONEY, priceCents)).toEqual({ value: undefined, error });
  });

  it('an empty field is none where the rule takes none', () => {
    expect(readNumber('', MONEY, triggerRuleFields.minPrice)).toEqual({ value: null, error: null });
    expect(readNumber(' ', WHOLE, triggerRuleFields.maxOffers)).toEqual({ value: null, error: null });
  });

  it.each([
    ['2.5', 'Must be a whole number'],
    ['-100', 'Must not be negative'],
    ['100001', 'Must be at most 100,000'],
    ['abc', 'Enter a number like 12'],
  ])('a max offers limit %j: %s', (text, error) => {
    expect(readNumber(text, { ...WHOLE, grouped: true }, triggerRuleFields.maxOffers)).toEqual({ value: undefined, error });
  });

  it("adds the screen's bounds to the contract's", () => {
    expect(readNumber('3', WHOLE, triggerRuleFields.maxOffers, { min: 1, max: 2 }).error).toBe('Must be at most 2');
    expect(readNumber('2000.1', TENTHS, tenths).error).toBe('Must be at most 2,000.0');
    expect(readNumber('0', TENTHS, tenths, { zeroMeansNone: true })).toEqual({ value: 0, error: null });
    expect(readNumber('0', TENTHS, tenths).error).toBe('Must be at least 0.1');
    expect(readNumber('-12', TENTHS, tenths).error).toBe('Must be at least 0.1');
    expect(readNumber('9.5', TENTHS, tenths)).toEqual({ value: 95, error: null });
  });
});
