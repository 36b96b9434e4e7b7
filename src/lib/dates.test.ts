import { describe, expect, it } from 'vitest';
import { formatCalendarDate, timeAgo } from './dates';

describe('dates', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how long ago something happened', () => {
    expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-10-01T10:00:00Z', now)).toBe('last month');
  });

  it('shows a calendar date on the same day whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-27')).toBe('Nov 27, 2026');
  });
});
