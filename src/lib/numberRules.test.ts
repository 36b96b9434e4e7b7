import { describe, expect, it } from 'vitest';
import { triggerRuleFields } from '~/contract/bookzy';
import { priceCents, tenths } from '~/contract/lister';
import { minAboveMax, readNumber } from './numberRules';
import { MONEY, TENTHS, WHOLE } from './numberText';

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

  it('a min above its max is refused; a missing one is not', () => {
    expect(minAboveMax(1200, 1000)).toBe(true);
    expect(minAboveMax(1000, 1000)).toBe(false);
    expect(minAboveMax(1200, null)).toBe(false);
  });
});
