import { describe, expect, it } from 'vitest';
import { stockSku, testSettings } from '../testing/fixtures';
import { boundsConflict, boundsOf, guard } from './guards';

const bounds = { reference: 2000, min: 800, globalMin: 500, max: 6000 };

describe('guard', () => {
  it('leaves a price within the bounds alone, and shows every step', () => {
    expect(guard(1499, bounds)).toEqual({
      price: 1499,
      clamp: null,
      steps: [
        { guard: 'MIN', bound: 800, before: 1499, after: 1499 },
        { guard: 'GLOBAL_MIN', bound: 500, before: 1499, after: 1499 },
        { guard: 'MAX', bound: 6000, before: 1499, after: 1499 },
      ],
    });
  });

  it('raises to the SKU minimum, then the global minimum when that is higher', () => {
    expect(guard(100, bounds)).toMatchObject({ price: 800, clamp: 'MIN_REACHED' });
    expect(guard(100, { ...bounds, min: 200 })).toMatchObject({ price: 500, clamp: 'GLOBAL_MIN_REACHED' });
    // Both moved it: the global minimum is the one that bound.
    expect(guard(100, { ...bounds, min: 300 }).steps.map((step) => step.after)).toEqual([300, 500, 500]);
  });

  it('lowers to the maximum', () => {
    expect(guard(9000, bounds)).toMatchObject({ price: 6000, clamp: 'MAX_REACHED' });
    expect(guard(6000, bounds)).toMatchObject({ price: 6000, clamp: null });
  });
});

describe('boundsOf', () => {
  it("takes the SKU's own bounds first", () => {
    expect(boundsOf(stockSku(), testSettings)).toEqual({ reference: 2000, min: 800, globalMin: 500, max: 6000 });
  });

  it('falls back to the defaults: a share of the reference price or a fixed amount', () => {
    const sku = stockSku({ price: 1999, minPrice: null, maxPrice: null });
    expect(boundsOf(sku, testSettings)).toEqual({ reference: 1999, min: 1000, globalMin: 500, max: 5997 });
    const fixed = { ...testSettings, defaultMin: { unit: 'CENTS', amount: 700 }, defaultMax: { unit: 'CENTS', amount: 9900 } } as const;
    expect(boundsOf(sku, fixed)).toEqual({ reference: 1999, min: 700, globalMin: 500, max: 9900 });
  });

  it('rests percentages on the reference price, never on the price the repricer moved', () => {
    const repriced = stockSku({ price: 5997, referencePrice: 1999, minPrice: null, maxPrice: null });
    expect(boundsOf(repriced, testSettings)).toEqual({ reference: 1999, min: 1000, globalMin: 500, max: 5997 });
  });
});

describe('boundsConflict', () => {
  it('refuses a floor above the ceiling, whichever floor it is', () => {
    expect(boundsConflict(bounds)).toBeNull();
    expect(boundsConflict({ ...bounds, max: 800 })).toBeNull();
    expect(boundsConflict({ ...bounds, min: 6001 })).toBe('min 6001 > max 6000');
    expect(boundsConflict({ ...bounds, globalMin: 7000 })).toBe('global min 7000 > max 6000');
    expect(boundsConflict({ ...bounds, max: Number.NaN })).toBe('bounds are not whole numbers of cents');
  });
});
