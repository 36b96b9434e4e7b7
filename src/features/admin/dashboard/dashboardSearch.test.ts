import { describe, expect, it } from 'vitest';
import { adminDashboardSearchSchema, lastDays, rangeOf, rangeProblem } from './dashboardSearch';

const NOW = Date.parse('2026-03-01T00:30:00Z');

describe('the admin dashboard range', () => {
  it('defaults to the last 30 UTC days, today included, whatever the browser zone', () => {
    expect(rangeOf({}, NOW)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeOf({ to: '2026-02-10' }, NOW)).toEqual({ from: '2026-01-12', to: '2026-02-10' });
    expect(lastDays(7, NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('names what is wrong with a typed range', () => {
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toContain('before');
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('Choose the first day.');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toContain('366 days');
    expect(rangeProblem({ from: '2025-01-01', to: '2025-12-31' })).toBeNull();
  });

  it('drops what is not valid in the address', () => {
    expect(adminDashboardSearchSchema.parse({ from: '2026-13-01', to: '2026-02-01', list: 'boats', page: -1 })).toEqual({ to: '2026-02-01' });
  });
});
