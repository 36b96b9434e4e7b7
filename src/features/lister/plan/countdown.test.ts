import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('timeLeft', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says days and hours, hours and minutes, or minutes and seconds', () => {
    expect(timeLeft('2026-11-28T16:30:00Z', now)).toBe('2 d 4 h');
    expect(timeLeft('2026-11-26T15:12:40Z', now)).toBe('3 h 12 min');
    expect(timeLeft('2026-11-26T12:04:05Z', now)).toBe('4 min 05 s');
  });
  it('is null once the moment has passed', () => {
    expect(timeLeft('2026-11-26T12:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-11-26T11:00:00Z', now)).toBeNull();
  });
});
