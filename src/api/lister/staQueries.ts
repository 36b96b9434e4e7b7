import { queryOptions } from '@tanstack/react-query';
import { staApi } from '~/contract/lister';
import { sellerClient } from '../clients';
import { listerKeys } from './queries';

/** Send-to-marketplace boxes sit under their session's key: a session's invalidation reaches them. */
export const staKeys = {
  all: (sessionId: number) => [...listerKeys.session(sessionId), 'sta'] as const,
  boxes: (sessionId: number) => [...staKeys.all(sessionId), 'boxes'] as const,
  box: (sessionId: number, boxId: number) => [...staKeys.all(sessionId), 'box', boxId] as const,
};

// The boxes panel shows a failed load in place, with its own retry: no toast on top.
const CALLER = { errors: 'caller' } as const;

export const staQueries = {
  /** Highest number first (spec 9), as the server answers. */
  boxes: (sessionId: number) =>
    queryOptions({
      queryKey: staKeys.boxes(sessionId),
      queryFn: () => sellerClient.call(staApi.list, { params: { sessionId } }, CALLER),
    }),
  box: (sessionId: number, boxId: number) =>
    queryOptions({
      queryKey: staKeys.box(sessionId, boxId),
      queryFn: () => sellerClient.call(staApi.get, { params: { sessionId, boxId } }, CALLER),
    }),
};
