import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { nsessionKeys } from '~/api/nsession/queries';
import { writeTotals } from '~/api/nsession/sessionCache';
import type { NsessionAddReply } from '~/contract/nsession';
import { resultOfScan } from '../../listing/scanOutcome';
import { PLAN_ADD_ITEM_KEY, useSessionScans } from '../../listing/useListingScans';

/** Scans into a plan, local first through the outbox as the older flow's (useSessionScans). */
export function usePlanScans(sessionId: number, sessionName: string) {
  const queryClient = useQueryClient();
  const applyReply = useCallback(
    (reply: unknown, code: string) => {
      const added = reply as NsessionAddReply;
      writeTotals(queryClient, sessionId, added.totals);
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.itemPages(sessionId) });
      return resultOfScan(code, added);
    },
    [queryClient, sessionId],
  );
  return useSessionScans({ endpointKey: PLAN_ADD_ITEM_KEY, sessionId, sessionName, applyReply });
}
