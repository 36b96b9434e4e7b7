import { describe, expect, it } from 'vitest';
import { activeFilters, exportQueryOf, listQueryOf, usersSearchSchema } from './usersSearch';

describe('the users list in the address', () => {
  it('keeps what parses and drops the rest, so a hand-edited link never breaks the screen', () => {
    const search = usersSearchSchema.parse({
      searchText: 'reed',
      hasInteraction: true,
      nonBookPercentageGte: 150,
      customerAgentId: 3,
      sortField: 'MOOD',
      pageSize: 50,
      registerDateAfterText: 'yesterday',
    });
    expect(search).toEqual({ searchText: 'reed', hasInteraction: true, customerAgentId: 3, pageSize: 50 });
    expect(activeFilters(search)).toEqual(['searchText', 'customerAgentId', 'hasInteraction']);
  });

  it('asks the list with flags as words, and the export without the page', () => {
    const search = usersSearchSchema.parse({ doNotContact: false, invoiceQtyGte: 2, page: 3, pageSize: 20, sortField: 'EMAIL' });
    expect(listQueryOf(search)).toEqual({ doNotContact: 'false', invoiceQtyGte: 2, page: 3, pageSize: 20, sortField: 'EMAIL' });
    expect(exportQueryOf(search)).toEqual({ doNotContact: 'false', invoiceQtyGte: 2, sortField: 'EMAIL' });
  });
});
