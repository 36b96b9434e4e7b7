import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '~/contract/inventory';
import { refusedLines } from './importSteps';
import { changeWords } from './summaryWords';

describe('refusedLines', () => {
  it('reads back each mistake of a refused import, and how many more there were', () => {
    const message = 'file has errors: Line 3: SKU X is not in your stock; Line 9: Min price 9.00 is above Max price 5.00 (the SKU’s own max); and 12 more.';
    expect(refusedLines(message)).toEqual({
      errors: [
        { line: 3, message: 'Line 3: SKU X is not in your stock.' },
        { line: 9, message: 'Line 9: Min price 9.00 is above Max price 5.00 (the SKU’s own max).' },
      ],
      errorCount: 14,
    });
    expect(refusedLines('file has errors: Row 2 of the upload must start with its line number.')).toEqual({
      errors: [{ line: 0, message: 'Row 2 of the upload must start with its line number.' }],
      errorCount: 1,
    });
    expect(refusedLines('fields must name at least one field.')).toBeNull();
  });
});

describe('changeWords', () => {
  const summary = (changes: ImportSummary['changes'], changed: number, applied = false): ImportSummary => ({
    rows: 1000, changed, unchanged: 1000 - changed, changes, applied, errors: [], errorCount: 0,
  });

  it('says what a file changes, field by field, before and after', () => {
    const some = { price: 100, bounds: 50, note: 1, location: 0 };
    expect(changeWords(summary(some, 120), 'inventory')).toBe('120 SKUs change (100 prices, 50 min/max, 1 note); 880 already match.');
    expect(changeWords(summary(some, 120, true), 'inventory')).toBe('120 SKUs changed (100 prices, 50 min/max, 1 note); 880 already match.');
    expect(changeWords(summary({ price: 0, bounds: 0, note: 0, location: 3 }, 3), 'locations')).toBe('3 locations change; 997 already match.');
    expect(changeWords(summary({ price: 0, bounds: 0, note: 0, location: 0 }, 0), 'inventory')).toBe('All 1,000 rows already match what Folio holds: nothing to change.');
  });
});
