import { describe, expect, it } from 'vitest';
import { browserTzOffset, presetRange, rangeInstants, rangeProblem } from './dateRange';

// A Friday afternoon, in the test's own timezone.
const now = new Date(2026, 10, 27, 15, 30);

describe('date range', () => {
  it('gives whole local days for each preset, today included', () => {
    expect(presetRange('today', now)).toEqual({ start: '2026-11-27', end: '2026-11-27' });
    expect(presetRange('last7', now)).toEqual({ start: '2026-11-21', end: '2026-11-27' });
    expect(presetRange('last30', now)).toEqual({ start: '2026-10-29', end: '2026-11-27' });
    expect(presetRange('thisMonth', now)).toEqual({ start: '2026-11-01', end: '2026-11-27' });
    expect(presetRange('thisYear', now)).toEqual({ start: '2026-01-01', end: '2026-11-27' });
  });

  it('sends the local midnights around the days, the end exclusive', () => {
    const { from, to } = rangeInstants({ start: '2026-11-21', end: '2026-11-27' });
    expect(new Date(from).getTime()).toBe(new Date(2026, 10, 21).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 10, 28).getTime());
    expect(browserTzOffset(now)).toBe(-now.getTimezoneOffset());
  });

  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ start: '', end: '2026-11-27' })).toBe('Choose the first day.');
    expect(rangeProblem({ start: '2026-11-27', end: '2026-11-20' })).toBe('The last day is before the first.');
    expect(rangeProblem({ start: '2026-11-20', end: '2026-11-27' })).toBeNull();
  });
});
