import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { userQueries } from '~/api/user/queries';

/** The signed-in seller; the shell's guard has loaded it before any page renders. */
export function useCurrentSeller() {
  return useQuery(userQueries.me()).data;
}

export function useSessionActions() {
  return useRouteContext({ from: '__root__', select: (context) => ({ logoutSeller: context.logoutSeller, logoutAdmin: context.logoutAdmin }) });
}
