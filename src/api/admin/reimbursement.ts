import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminReimbursementApi, type AdminReimbursementQuery } from '~/contract/admin/reimbursement';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

export const adminReimbursementKeys = {
  all: [...adminKeys.all, 'reimbursement'] as const,
  search: (query: AdminReimbursementQuery) => [...adminReimbursementKeys.all, query] as const,
};

export const adminReimbursementQueries = {
  search: (query: AdminReimbursementQuery) =>
    queryOptions({
      queryKey: adminReimbursementKeys.search(query),
      queryFn: () => adminClient.call(adminReimbursementApi.search, { query }),
      // Another tab or page keeps the last rows on screen, dimmed, until its own arrive.
      placeholderData: keepPreviousData,
    }),
};
