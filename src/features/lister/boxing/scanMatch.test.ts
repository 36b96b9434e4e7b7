import { describe, expect, it } from 'vitest';
import { toScanEvent } from '~/scanning';
import { SHIPMENT_ID, unpacked } from './boxingFixtures';
import { unitsLeft } from './boxRules';
import { findScannedItem, scanTarget } from './scanMatch';

const left = (item: Parameters<typeof unitsLeft>[0]) => unitsLeft(item, SHIPMENT_ID);

describe('scanMatch', () => {
  it('reads a wedge-scanned FNSKU (not a barcode) as an FNSKU, and a book barcode as its ISBN-13', () => {
    expect(scanTarget(toScanEvent('x00abc1234', 'wedge'))).toEqual({ kind: 'fnsku', fnsku: 'X00ABC1234' });
    expect(scanTarget(toScanEvent('0306406152', 'wedge'))).toEqual({ kind: 'isbn', isbn13: '9780306406157' });
    expect(scanTarget(toScanEvent('HELLO-THERE', 'wedge'))).toEqual({ kind: 'unknown', text: 'HELLO-THERE' });
  });

  it('finds the unpacked item with units left by FNSKU or ISBN, skipping fully packed ones', () => {
    const packed = unpacked(1, 2, [{ boxId: 11, quantity: 2 }], { isbn13: '9780306406157' });
    const open = unpacked(2, 2, [], { isbn13: '9780306406157', fnsku: 'X00ABC1234' });
    expect(findScannedItem([packed, open], { kind: 'isbn', isbn13: '9780306406157' }, left)?.id).toBe(2);
    expect(findScannedItem([packed, open], { kind: 'fnsku', fnsku: 'X00ABC1234' }, left)?.id).toBe(2);
    expect(findScannedItem([packed], { kind: 'unknown', text: 'x' }, left)).toBeUndefined();
  });
});
