import { describe, expect, it } from 'vitest';
import { ApiError } from '~/api/errors';
import { fileSlug, refusedFileErrors } from './fileErrors';

describe('a refused file', () => {
  it('reads the server sentence back into its mistakes, line by line', () => {
    const error = new ApiError(107, 'file has errors: Line 3: gate must be a gate from GATE_1 to GATE_11; Line 4: channel must be FBA or MF; The file has no rules.', 400);
    expect(refusedFileErrors(error)).toEqual([
      { line: 3, message: 'Line 3: gate must be a gate from GATE_1 to GATE_11.' },
      { line: 4, message: 'Line 4: channel must be FBA or MF.' },
      { line: 0, message: 'The file has no rules.' },
    ]);
  });

  it('is null for a failure that is not about the file', () => {
    expect(refusedFileErrors(new ApiError(107, 'The section does not exist.', 404))).toBeNull();
    expect(refusedFileErrors(new Error('offline'))).toBeNull();
  });

  it('names files after sections', () => {
    expect(fileSlug('  FBA keepers / 2026 ')).toBe('fba-keepers-2026');
    expect(fileSlug('***')).toBe('section');
  });
});
