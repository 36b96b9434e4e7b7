import { describe, expect, it } from 'vitest';
import { boxContentPayload, fromTenths } from './boxContent';

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

describe('fromTenths', () => {
  it('shows tenths with one decimal, and nothing for a box not measured', () => {
    expect(fromTenths(125)).toBe('12.5');
    expect(fromTenths(180)).toBe('18.0');
    expect(fromTenths(null)).toBeUndefined();
    expect(fromTenths(0)).toBeUndefined();
  });
});
