import { queryOptions } from '@tanstack/react-query';
import { sellerApi } from '~/contract';
import { sellerClient } from '../clients';

export const invitationQueries = {
  /** The address a registration link was sent to; the page shows its own message if the link is dead. */
  byToken: (token: string) =>
    queryOptions({
      queryKey: ['invitation', token],
      queryFn: () => sellerClient.call(sellerApi.account.invitation, { params: { token } }, { errors: 'caller' }),
      retry: false,
      staleTime: Infinity,
    }),
};
