import { queryOptions } from '@tanstack/react-query';
import { integrationApi } from '~/contract/integration';
import { sellerClient } from '../clients';

export const integrationKeys = {
  connection: () => ['integration', 'connection'] as const,
};

export const integrationQueries = {
  connection: () => queryOptions({ queryKey: integrationKeys.connection(), queryFn: () => sellerClient.call(integrationApi.connection) }),
};
