import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../user/queries';
import { billingKeys } from './queries';

/**
 * After any billing write: the user's usageStatuses (which drive the menu and the route gates)
 * and everything billing shows are read again, the subscriptions list among them.
 */
export function billingWritten(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.me() }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  ]);
}

export function useBillingWritten() {
  const queryClient = useQueryClient();
  return () => billingWritten(queryClient);
}
