import type { QueryClient } from '@tanstack/react-query';
import { listerQueries } from '~/api/lister/queries';

/**
 * The boxing screen's three reads, asked for together as soon as its address is matched: the
 * session (whose shipment the screen checks first), the boxes and the first page of items to pack.
 * Started from the route's loader, they travel while the screen's code loads, not after it renders.
 */
export function prefetchBoxing(queryClient: QueryClient, sessionId: number, shipmentId: number) {
  void queryClient.prefetchQuery(listerQueries.session(sessionId));
  void queryClient.prefetchQuery(listerQueries.boxes(sessionId, shipmentId));
  void queryClient.prefetchInfiniteQuery(listerQueries.unpacked(sessionId, shipmentId));
}
