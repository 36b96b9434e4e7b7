import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnitDigits, moneyAmount } from './currencies';

describe('money in a billing currency', () => {
  it('reads the minor unit from Intl: cents for USD and EUR, whole units for JPY and KRW', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KRW')).toBe(0);
  });
  it('formats minor units in their own currency, never converted', () => {
    expect(formatMoney(2900, 'USD')).toBe('$29.00');
    expect(formatMoney(2400, 'EUR')).toBe('€24.00');
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
    expect(formatMoney(3900, 'CAD')).toBe('CA$39.00');
    expect(formatMoney(2900, 'JPY')).toBe('¥2,900');
    expect(formatMoney(-550, 'USD')).toBe('-$5.50');
  });
  it('names the currency by its code where asked, and writes plain amounts for spreadsheets', () => {
    expect(formatMoney(123456, 'INR', 'code').replace(/\s/g, ' ')).toBe('INR 1,234.56');
    expect(moneyAmount(2900, 'USD')).toBe('29.00');
    expect(moneyAmount(5, 'EUR')).toBe('0.05');
    expect(moneyAmount(2900, 'JPY')).toBe('2900');
  });
});
