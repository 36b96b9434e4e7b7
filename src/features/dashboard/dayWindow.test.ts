import { describe, expect, it } from 'vitest';
import { dayWindow, shortDay } from './dayWindow';

/** A moment on a device whose clock is `tzOffset` minutes east of UTC. */
const at = (iso: string, tzOffset: number) => Object.assign(new Date(iso), { getTimezoneOffset: () => -tzOffset });

describe('dayWindow', () => {
  it('ends today on the device’s calendar and reaches back the days asked for, today included', () => {
    expect(dayWindow(7, at('2026-03-10T23:30:00Z', 0))).toEqual({ from: '2026-03-04', to: '2026-03-10', tzOffset: 0 });
    // An hour east of UTC it is already the 11th; eight hours west, still the 10th in the morning.
    expect(dayWindow(7, at('2026-03-10T23:30:00Z', 60))).toEqual({ from: '2026-03-05', to: '2026-03-11', tzOffset: 60 });
    expect(dayWindow(30, at('2026-03-11T07:00:00Z', -480))).toEqual({ from: '2026-02-09', to: '2026-03-10', tzOffset: -480 });
    expect(dayWindow(1, at('2026-01-01T00:00:00Z', 0))).toEqual({ from: '2026-01-01', to: '2026-01-01', tzOffset: 0 });
  });

  it('words a calendar date for an axis, whatever the device’s zone', () => {
    expect(shortDay('2026-03-10')).toBe('Mar 10');
    expect(shortDay('2026-12-31')).toBe('Dec 31');
  });
});
