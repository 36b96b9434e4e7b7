import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '~/contract';
import { adminClient } from '../clients';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};

export const adminQueries = {
  me: () => queryOptions({ queryKey: adminKeys.me(), queryFn: () => adminClient.call(adminApi.session.me), staleTime: 5 * 60_000 }),
};
