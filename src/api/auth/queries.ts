import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '~/contract/account';
import { sellerClient } from '../clients';

export const invitationQueries = {
  /** The address a registration link was sent to; the page shows its own message if the link is dead. */
  byToken: (token: string) =>
    queryOptions({
      queryKey: ['invitation', token],
      queryFn: () => sellerClient.call(accountApi.invitation, { params: { token } }, { errors: 'caller' }),
      retry: false,
      staleTime: Infinity,
    }),
};
