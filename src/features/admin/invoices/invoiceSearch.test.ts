import { describe, expect, it } from 'vitest';
import { filtersActive, invoiceSearchSchema, queryOf } from './invoiceSearch';

describe('the Invoices screen’s address', () => {
  it('turns what the address says into the list’s query, and drops what does not fit', () => {
    const search = invoiceSearchSchema.parse({ q: 'ada', status: 'LOST', min: 1000, max: -5, currency: 'EUR', product: 'LISTER', from: '2026-13-01', page: 2, sort: 'TOTAL', dir: 'ASC' });
    expect(queryOf(search)).toEqual({ searchText: 'ada', amountGte: 1000, currency: 'EUR', product: 'LISTER', page: 2, pageSize: 25, sortField: 'TOTAL', sortDirection: 'ASC' });
    expect(filtersActive(search)).toBe(true);
    expect(queryOf(invoiceSearchSchema.parse({}))).toEqual({ page: 1, pageSize: 25, sortField: 'ISSUED', sortDirection: 'DESC' });
    expect(filtersActive(invoiceSearchSchema.parse({ page: 3, sort: 'NUMBER' }))).toBe(false);
  });
});
