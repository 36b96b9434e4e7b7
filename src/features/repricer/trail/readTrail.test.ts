import { describe, expect, it } from 'vitest';
import { readTrail } from './readTrail';

describe('readTrail', () => {
  it('reads the trail lines alone, filling what older rows lack', () => {
    expect(readTrail([{ lineId: 'a', check: 'SUCCESS' }])).toEqual({ lines: [{ lineId: 'a', check: 'SUCCESS', compared: [], note: null }], guards: [] });
  });

  it('reads lines and guards together', () => {
    const guard = { guard: 'MIN', bound: 500, before: 400, after: 500 };
    expect(readTrail({ trail: [], guards: [guard] }).guards).toEqual([guard]);
  });

  it('drops what it cannot read instead of throwing', () => {
    expect(readTrail({ trail: [{ lineId: 3 }, null, { lineId: 'x', check: 'MAYBE' }], guards: 'no' })).toEqual({ lines: [], guards: [] });
    expect(readTrail(null)).toEqual({ lines: [], guards: [] });
  });
});
