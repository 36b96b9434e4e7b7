import { describe, expect, it } from 'vitest';
import { boxContentPayload } from './boxContent';

describe('boxContentPayload', () => {
  it('writes the marketplace 2D format: the shipment, then one FNSKU/QTY pair per item', () => {
    expect(
      boxContentPayload('FBA1ABCD2345', [
        { fnsku: 'X001ABCDEF', quantity: 2 },
        { fnsku: 'X002GHIJKL', quantity: 13 },
      ]),
    ).toBe('AMZN,PO:FBA1ABCD2345,FNSKU:X001ABCDEF,QTY:2,FNSKU:X002GHIJKL,QTY:13');
  });

  it('leaves out lines with no units and trims stray spaces', () => {
    expect(boxContentPayload(' FBA1ABCD2345 ', [{ fnsku: 'X001ABCDEF ', quantity: 1 }, { fnsku: 'X002GHIJKL', quantity: 0 }])).toBe(
      'AMZN,PO:FBA1ABCD2345,FNSKU:X001ABCDEF,QTY:1',
    );
    expect(boxContentPayload('FBA1ABCD2345', [])).toBe('AMZN,PO:FBA1ABCD2345');
  });
});
