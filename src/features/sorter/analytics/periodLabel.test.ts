import { describe, expect, it } from 'vitest';
import { periodLabel, periodTick } from './periodLabel';

// Mid-month and mid-day local times, so no timezone moves them into another period.
const november = new Date(2026, 10, 15, 12).toISOString();

describe('period labels', () => {
  it('marks a month’s year as a year under the chart, so November 2026 does not read as November 26', () => {
    expect(periodTick(november, 'MONTH')).toBe("Nov '26");
    expect(periodTick(new Date(2030, 0, 15, 12).toISOString(), 'MONTH')).toBe("Jan '30");
  });

  it('writes the other periods as before', () => {
    expect(periodTick(november, 'DAY')).toBe('Nov 15');
    expect(periodTick(november, 'YEAR')).toBe('2026');
    expect(periodLabel(november, 'MONTH')).toBe('Nov 2026');
  });
});
