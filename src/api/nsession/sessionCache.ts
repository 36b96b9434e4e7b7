import type { QueryClient } from '@tanstack/react-query';
import type { Nsession, NsessionTotals } from '~/contract/nsession';
import { nsessionCopies, nsessionKeys } from './queries';

/**
 * Puts what a reply says of a plan into the cache, and the device's copy follows it, so an offline
 * reload shows the plan as the seller last saw it.
 */
export function writeSession(queryClient: QueryClient, sessionId: number, update: (session: Nsession | undefined) => Nsession | undefined) {
  const session = queryClient.setQueryData<Nsession>(nsessionKeys.session(sessionId), update);
  if (session) void nsessionCopies.session(sessionId).save(session).catch(() => undefined);
}

/** A scan or an item change answers the plan's new totals. */
export const writeTotals = (queryClient: QueryClient, sessionId: number, totals: NsessionTotals) =>
  writeSession(queryClient, sessionId, (session) => (session ? { ...session, ...totals } : session));
