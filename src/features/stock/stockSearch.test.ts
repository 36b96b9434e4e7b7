import { describe, expect, it } from 'vitest';
import { stockSearch } from './stockSearch';

describe('stock manager address query', () => {
  it('defaults to items in stock (qtyGte=1)', () => {
    expect(stockSearch.parse({})).toEqual({ qtyGte: 1 });
  });

  it('keeps a count from the address and replaces anything else by the default', () => {
    expect(stockSearch.parse({ qtyGte: '0' })).toEqual({ qtyGte: 0 });
    expect(stockSearch.parse({ qtyGte: 5 })).toEqual({ qtyGte: 5 });
    expect(stockSearch.parse({ qtyGte: 'many' })).toEqual({ qtyGte: 1 });
    expect(stockSearch.parse({ qtyGte: -3 })).toEqual({ qtyGte: 1 });
  });
});
