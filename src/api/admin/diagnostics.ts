import { queryOptions } from '@tanstack/react-query';
import { adminDiagnosticsApi } from '~/contract/admin/diagnostics';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

export const diagnosticsQueries = {
  // Read afresh while the page is open: queue depths and uptime are worth watching move.
  read: () => queryOptions({ queryKey: [...adminKeys.all, 'diagnostics'] as const, queryFn: () => adminClient.call(adminDiagnosticsApi.read), refetchInterval: 15_000 }),
};
