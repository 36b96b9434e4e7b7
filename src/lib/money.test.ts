import { describe, expect, it } from 'vitest';
import { centsToUnits, formatCents, unitsToCents } from './money';

describe('money at the edge', () => {
  it('sends units as whole cents, rounding the third decimal', () => {
    expect(unitsToCents(3.65)).toBe(365);
    expect(unitsToCents(0.7)).toBe(70);
    expect(unitsToCents(1.005)).toBe(101);
    expect(unitsToCents(19.999)).toBe(2000);
  });
  it('shows cents as dollars with two decimals', () => {
    expect(centsToUnits(365)).toBe(3.65);
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(-305)).toBe('-$3.05');
    expect(formatCents(null)).toBe('–');
  });
});
