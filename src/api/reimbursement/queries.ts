import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reimbursementApi, type ReimbursementSearchInput } from '~/contract/reimbursement';
import { sellerClient } from '../clients';

export const reimbursementKeys = {
  all: ['reimbursement'] as const,
  search: (query: ReimbursementSearchInput) => [...reimbursementKeys.all, 'search', query] as const,
};

export const reimbursementQueries = {
  /** The previous page stays on screen while the next loads, so paging and filtering do not flash. */
  search: (query: ReimbursementSearchInput) =>
    queryOptions({
      queryKey: reimbursementKeys.search(query),
      queryFn: () => sellerClient.call(reimbursementApi.search, { query }),
      placeholderData: keepPreviousData,
    }),
};
