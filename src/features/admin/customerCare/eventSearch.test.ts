import { describe, expect, it } from 'vitest';
import { eventQueryOf, eventSearchSchema, isFiltered } from './eventSearch';

describe('event search', () => {
  it('passes the filters under their own names and drops what does not fit', () => {
    const search = eventSearchSchema.parse({ type: 'Unsubscribed', lastMonthSalesGte: 2500, unsubReason: 'BORED', page: 2, dateAfter: '2026-13-01' });
    expect(eventQueryOf(search)).toEqual({ type: 'Unsubscribed', lastMonthSalesGte: 2500, page: 2, pageSize: 50 });
    expect(isFiltered(search)).toBe(true);
    expect(isFiltered(eventSearchSchema.parse({ page: 3 }))).toBe(false);
  });

  it('leaves out a before-day earlier than the after-day', () => {
    expect(eventQueryOf(eventSearchSchema.parse({ dateAfter: '2026-03-10', dateBefore: '2026-03-01' }))).toEqual({ dateAfter: '2026-03-10', page: 0, pageSize: 50 });
  });
});
