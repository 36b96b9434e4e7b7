import { describe, expect, it } from 'vitest';
import { reimbursementSearchSchema as schema, filtersOf, isFiltered, searchQueryOf } from './reimbursementSearch';

describe('the report address', () => {
  it('keeps the filters, sort and page it knows, and drops the rest instead of failing', () => {
    expect(schema.parse({ q: 'hobbit', status: ['ELIGIBLE', 'CLAIMED'], kind: ['LOST_INBOUND'], from: '2026-03-01', sort: 'VALUE', order: 'ASC', page: 2, size: 50 })).toEqual({
      q: 'hobbit', status: ['ELIGIBLE', 'CLAIMED'], kind: ['LOST_INBOUND'], from: '2026-03-01', sort: 'VALUE', order: 'ASC', page: 2, size: 50,
    });
    expect(schema.parse({ status: ['LOST'], from: 'yesterday', sort: 'PRICE', page: -1, size: 30 })).toEqual({});
  });

  it("becomes the calls' query: lists comma-joined, newest first by default, the first page of 25", () => {
    const search = schema.parse({ q: 'FBA1', status: ['ELIGIBLE', 'CLAIMED'], kind: ['LOST_INBOUND', 'DAMAGED_INBOUND'] });
    expect(searchQueryOf(search)).toEqual({
      searchText: 'FBA1', statuses: 'ELIGIBLE,CLAIMED', kinds: 'LOST_INBOUND,DAMAGED_INBOUND', sortField: 'OCCURRED', sortOrder: 'DESC', page: 0, pageSize: 25,
    });
    expect(filtersOf(search)).not.toHaveProperty('page');
  });

  it('leaves out a To before From, which the field shows as a mistake', () => {
    expect(filtersOf({ from: '2026-03-10', to: '2026-03-01' })).toEqual({ from: '2026-03-10', sortField: 'OCCURRED', sortOrder: 'DESC' });
    expect(filtersOf({ from: '2026-03-01', to: '2026-03-01' })).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('counts filters, not the sort or the page, as narrowing the report', () => {
    expect(isFiltered({ sort: 'VALUE', page: 3 })).toBe(false);
    expect(isFiltered({ kind: ['LOST_WAREHOUSE'] })).toBe(true);
  });
});
