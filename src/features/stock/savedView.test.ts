import { describe, expect, it } from 'vitest';
import { stockTableSettingsSchema } from '~/contract';
import { columnsOf, searchOfSettings, settingsOfView, stockQueryOf } from './savedView';
import { clearedSearch, hasFilters, stockSearch } from './stockSearch';

describe('a saved view of the stock table', () => {
  it('sends lists comma-joined and the sort with its defaults', () => {
    expect(stockQueryOf({ qtyGte: 1, conditions: ['new', 'good'], text: 'dune', textField: 'TITLE' })).toEqual({
      qtyGte: '1',
      conditions: 'new,good',
      text: 'dune',
      textField: 'TITLE',
      sortField: 'Age',
      sortOrder: 'ASC',
    });
  });

  it('opens on the default tag before the first save (spec 9: AT_MIN)', () => {
    expect(searchOfSettings(stockTableSettingsSchema.parse({}))).toEqual({ qtyGte: 1, tags: ['AT_MIN'], sortField: 'Age', sortOrder: 'ASC' });
  });

  it('comes back as it was saved', () => {
    const view = { qtyGte: 2, priceLte: 1500, conditions: ['used' as const], tags: ['NO_MIN' as const], sortField: 'Price' as const, sortOrder: 'DESC' as const };
    const saved = stockTableSettingsSchema.parse(settingsOfView(view, stockTableSettingsSchema.parse({})));
    expect(saved.tags).toEqual(['NO_MIN']);
    expect(searchOfSettings(saved)).toEqual(view);
  });
});

describe('columns chosen on screen', () => {
  const saved = stockTableSettingsSchema.parse({ visibleColumns: ['sku', 'price'] });

  it('show instead of the saved ones, are saved with the view, and are not a filter', () => {
    const search = stockSearch.parse({ columns: ['sku', 'minPrice', 'nope'] });
    expect(columnsOf(search, saved)).toEqual(['sku', 'minPrice']);
    expect(columnsOf({}, saved)).toEqual(['sku', 'price']);
    expect(settingsOfView(search, saved).visibleColumns).toEqual(['sku', 'minPrice']);
    expect(stockQueryOf(search)).toEqual(stockQueryOf({}));
    expect(hasFilters(search)).toBe(false);
    expect(clearedSearch(search).columns).toEqual(['sku', 'minPrice']);
  });
});
