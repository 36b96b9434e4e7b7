import { describe, expect, it } from 'vitest';
import { inHiddenMode } from './hiddenMode';
import type { ShownScan } from './shownScans';

const accepted: ShownScan = {
  deviceId: 'helper',
  isbn: '9780000000002',
  date: 1_002,
  status: 'ACCEPTED',
  triggerName: 'FBA keeper',
  triggerColorCode: '#2f9e44',
  sr: 45_000,
  profit: 712,
  sq: 8,
  title: 'An Accepted Title',
  source: 'online',
  soundEvent: 'success',
};

describe('inHiddenMode', () => {
  it('keeps the verdict and drops every figure, and any field it does not know', () => {
    const later = { ...accepted, id: 7, reasons: ['profit $7.12 above the $5.00 minimum'] };
    expect(inHiddenMode(later)).toEqual({
      id: 7,
      deviceId: 'helper',
      isbn: '9780000000002',
      date: 1_002,
      status: 'ACCEPTED',
      triggerColorCode: '#2f9e44',
      source: 'online',
      soundEvent: 'success',
      triggerName: null,
      sr: null,
      profit: null,
      sq: null,
    });
  });
});
