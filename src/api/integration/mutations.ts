import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationApi, type AuthorisationCompleteBody } from '~/contract/integration';
import { sellerClient } from '../clients';
import { repricerKeys } from '../repricer/queries';
import { stockKeys } from '../stock/queries';
import { integrationKeys } from './queries';

/** Starts authorising and leaves for the marketplace's consent page; the screen shows a refusal (errors: 'caller'). */
export function useAuthorise() {
  return useMutation({
    mutationFn: () => sellerClient.call(integrationApi.authorise, {}, { errors: 'caller' }),
    onSuccess: ({ consentUrl }) => window.location.assign(consentUrl),
  });
}

/**
 * Finishes the round trip. The screen explains a refusal itself (errors: 'caller'): it has a way
 * back to Integration, and the switch question (135) is not an error to the seller.
 */
export function useCompleteAuthorisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorisationCompleteBody) => sellerClient.call(integrationApi.complete, { body }, { errors: 'caller' }),
    onSuccess: (connection) => {
      queryClient.setQueryData(integrationKeys.connection(), connection);
      // Whose stock the stock manager and the repricer show may have changed.
      return Promise.all([queryClient.invalidateQueries({ queryKey: stockKeys.all }), queryClient.invalidateQueries({ queryKey: repricerKeys.all })]);
    },
  });
}
