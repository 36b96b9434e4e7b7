import { describe, expect, it } from 'vitest';
import { readTrail } from './readTrail';

const empty = { lines: [], guards: [], bounds: null, note: null, marketplaceRefusal: null };

describe('readTrail', () => {
  it('reads the trail lines alone, filling what older rows lack', () => {
    expect(readTrail([{ lineId: 'a', check: 'SUCCESS' }])).toEqual({ ...empty, lines: [{ lineId: 'a', check: 'SUCCESS', compared: [], note: null }] });
  });

  it('reads lines and guards together', () => {
    const guard = { guard: 'MIN', bound: 500, before: 400, after: 500 };
    expect(readTrail({ trail: [], guards: [guard] }).guards).toEqual([guard]);
  });

  it("reads a run's trail: its lines, the guards that moved the price, the bounds with their reference, the note", () => {
    const guard = { guard: 'MAX', bound: 996, before: 1200, after: 996 };
    const bounds = { reference: 332, min: 166, globalMin: 100, max: 996 };
    const stored = { lines: [{ lineId: 'max', check: 'SUCCESS', note: 'MAX max=996 rivals=0' }], guards: [guard], bounds, note: 'no competitor offers' };
    expect(readTrail(stored)).toEqual({
      lines: [{ lineId: 'max', check: 'SUCCESS', compared: [], note: 'MAX max=996 rivals=0' }],
      guards: [guard],
      bounds,
      note: 'no competitor offers',
      marketplaceRefusal: null,
    });
  });

  it('reads why the marketplace refused the price', () => {
    expect(readTrail({ lines: [], marketplace: { refused: 'The price must be greater than 0. (90244)' } }).marketplaceRefusal).toBe('The price must be greater than 0. (90244)');
    expect(readTrail({ lines: [], marketplace: { refused: 3 } }).marketplaceRefusal).toBeNull();
  });

  it('drops what it cannot read instead of throwing', () => {
    expect(readTrail({ trail: [{ lineId: 3 }, null, { lineId: 'x', check: 'MAYBE' }], guards: 'no', bounds: { min: 'a' } })).toEqual(empty);
    expect(readTrail(null)).toEqual(empty);
  });
});
