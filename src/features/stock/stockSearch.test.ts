import { describe, expect, it } from 'vitest';
import { quantityFrom, stockSearch } from './stockSearch';

describe('stock manager address query', () => {
  it('defaults to items in stock (qtyGte=1) without writing it into the address', () => {
    expect(stockSearch.parse({})).toEqual({});
    expect(quantityFrom(stockSearch.parse({}))).toBe(1);
  });

  it('keeps a count from the address and replaces anything else by the default', () => {
    const quantity = (qtyGte: unknown) => quantityFrom(stockSearch.parse({ qtyGte }));
    expect(quantity('0')).toBe(0);
    expect(quantity(5)).toBe(5);
    expect(quantity('many')).toBe(1);
    expect(quantity(-3)).toBe(1);
  });
});

describe('stock manager filters in the address', () => {
  it('keeps valid filters and sort, and drops what does not read', () => {
    expect(
      stockSearch.parse({ conditions: ['good', 'mint', 'good'], states: 'Active', tags: ['AT_MAX'], textMatch: 'Sounds Like', sortField: 'Price', sortOrder: 'DESC', priceGte: '250' }),
    ).toEqual({ conditions: ['good'], tags: ['AT_MAX'], sortField: 'Price', sortOrder: 'DESC', priceGte: 250 });
  });
});
