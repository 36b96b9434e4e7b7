import { describe, expect, it } from 'vitest';
import type { ShownScan } from './shownScans';
import { latestScans, withFresh } from './shownScans';

const scan = (date: number, status: ShownScan['status'] = 'ACCEPTED', isbn = `978000000${date}`): ShownScan => ({
  deviceId: 'd', isbn, date, status, triggerName: null, triggerColorCode: null, sr: null, profit: null, sq: null, source: 'snapshot', soundEvent: 'success',
});

describe('the scans the screen shows', () => {
  it('shows a fresh result before it is stored, newest first', () => {
    expect(latestScans([scan(3)], [scan(2), scan(1)], 2).map((s) => s.date)).toEqual([3, 2]);
  });
  it('prefers the stored row of the same scan, which background resolution updates', () => {
    const shown = latestScans([scan(3, 'PENDING')], [scan(3, 'REJECTED'), scan(2)], 2);
    expect(shown.map((s) => s.status)).toEqual(['REJECTED', 'ACCEPTED']);
  });
  it('keeps only the newest fresh results, replacing one of the same scan', () => {
    const fresh = withFresh(withFresh(withFresh([], scan(1), 2), scan(2), 2), scan(2, 'REJECTED'), 2);
    expect(fresh.map((s) => [s.date, s.status])).toEqual([[2, 'REJECTED'], [1, 'ACCEPTED']]);
  });
});
