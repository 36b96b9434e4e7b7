import { queryOptions } from '@tanstack/react-query';
import { adminApiSession } from '~/contract/admin/session';
import { adminClient } from '../clients';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};

export const adminQueries = {
  me: () => queryOptions({ queryKey: adminKeys.me(), queryFn: () => adminClient.call(adminApiSession.me), staleTime: 5 * 60_000 }),
};
