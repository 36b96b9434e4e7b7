import { describe, expect, it } from 'vitest';
import type { InventoryAverages } from '~/contract/dashboard';
import { figuresShown, figureText } from './inventoryFigures';

const averages: InventoryAverages = { skus: 12, units: 20, price: 1234, quantity: 1.67, salesRank: 123456, ageDays: 400, soldDays: null };

describe('inventory figures', () => {
  it('words each average, an unknown one as a dash', () => {
    const words = Object.fromEntries(figuresShown(false).map((figure) => [figure.label, figureText(figure, averages)]));
    expect(words).toEqual({ Price: '$12.34', 'Units per SKU': '1.67', 'Sales rank': '#123,456', Age: '400 days', 'Since last sale': '–' });
  });

  it('leaves the sales figure out for accounts that hide sales data', () => {
    expect(figuresShown(true).map((figure) => figure.key)).toEqual(['price', 'quantity', 'salesRank', 'ageDays']);
  });
});
