import { describe, expect, it } from 'vitest';
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
