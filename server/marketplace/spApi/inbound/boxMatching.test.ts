import type { Box } from '@sp-api-sdk/fulfillment-inbound-api-2024-03-20';
import { describe, expect, it } from 'vitest';
import type { InboundBox, InboundPlanItem } from '../../inbound/inboundMarketplace';
import { boxKeysOf, boxPairing } from './boxMatching';

const items: InboundPlanItem[] = [
  { msku: 'SKU-A', fnsku: 'X00AAAAAAA', isbn13: '9780000000011', quantity: 4, weight: 10, dangerous: false },
  { msku: 'SKU-B', fnsku: 'X00BBBBBBB', isbn13: '9780000000028', quantity: 2, weight: 20, dangerous: false },
];
const folioBox = (id: number, fnsku: string, quantity: number, weight = 25): InboundBox => ({
  id,
  number: id,
  packingGroupId: 'pg1',
  items: [{ fnsku, quantity }],
  weight,
  length: 120,
  width: 90,
  height: 60,
});
const marketplaceBox = (msku: string, quantity: number, pounds = 2.5, unit: 'LB' | 'KG' = 'LB'): Box => ({
  packageId: `pk-${msku}-${quantity}-${pounds}`,
  items: [{ msku, quantity, fnsku: 'X00', asin: '', labelOwner: 'SELLER', prepInstructions: [] }],
  weight: { unit, value: pounds },
  dimensions: { length: 12, width: 9, height: 6, unitOfMeasurement: 'IN' },
});

describe('pairing the marketplace\'s boxes with Folio\'s', () => {
  it('pairs each box by contents and measures, never the same Folio box twice across shipments', () => {
    // Boxes 1 and 2 are alike: the marketplace sends one to each warehouse.
    const keys = boxKeysOf([folioBox(1, 'X00AAAAAAA', 2), folioBox(2, 'X00AAAAAAA', 2), folioBox(3, 'X00BBBBBBB', 2, 45)], items);
    const pair = boxPairing(keys);
    expect(pair([marketplaceBox('SKU-B', 2, 4.5), marketplaceBox('SKU-A', 2)])).toEqual([3, 1]);
    expect(pair([marketplaceBox('SKU-A', 2)])).toEqual([2]);
  });

  it('falls back on contents when the marketplace rounds a measure in its own unit, and leaves out a box it cannot pair', () => {
    const pair = boxPairing(boxKeysOf([folioBox(7, 'X00AAAAAAA', 4, 45)], items));
    expect(pair([marketplaceBox('SKU-A', 4, 2.0, 'KG'), marketplaceBox('SKU-B', 1)])).toEqual([7]);
  });
});
