import { describe, expect, it } from 'vitest';
import { stockTableSettingsSchema } from '~/contract';
import { searchOfSettings, settingsOfView, stockQueryOf } from './savedView';

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
