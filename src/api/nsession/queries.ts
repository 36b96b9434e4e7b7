import { queryOptions } from '@tanstack/react-query';
import {
  nsessionItemsApi,
  nsessionPackingApi,
  nsessionPlacementApi,
  nsessionSessionsApi,
  type ItemQueryInput,
  type LabelPageType,
  type LabelType,
  nsessionItemPageSchema,
  nsessionSchema,
  type Nsession,
} from '~/contract/nsession';
import { SESSION_ITEMS_PAGE_SIZE } from '~/contract/constants';
import { savedCopy } from '~/offline/savedCopy';
import { sellerClient } from '../clients';
import { fetchWithOfflineCopy } from '../offlineCopy';

/** Query keys of the newer lister flow; a session's keys all start with its id. */
export const nsessionKeys = {
  all: ['nsession'] as const,
  list: () => [...nsessionKeys.all, 'list'] as const,
  session: (sessionId: number) => [...nsessionKeys.all, 'session', sessionId] as const,
  items: (sessionId: number, query: ItemQueryInput) => [...nsessionKeys.session(sessionId), 'items', query] as const,
  itemPages: (sessionId: number) => [...nsessionKeys.session(sessionId), 'items'] as const,
  packingOptions: (sessionId: number) => [...nsessionKeys.session(sessionId), 'packingOptions'] as const,
  /** Every item of the plan (at most 2,000, 20 pages): packing matches scans against them on the device. */
  allItems: (sessionId: number) =>
    queryOptions({
      queryKey: [...nsessionKeys.itemPages(sessionId), 'all'] as const,
      queryFn: async () => {
        const byTitle = { pageSize: SESSION_ITEMS_PAGE_SIZE, sortField: 'title', sortOrder: 'ASC' } as const;
        const first = await itemPage(sessionId, byTitle);
        const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => itemPage(sessionId, { ...byTitle, page: index + 1 })));
        return [first, ...rest].flatMap((page) => page.content);
      },
    }),
  packing: (sessionId: number) => [...nsessionKeys.session(sessionId), 'packing'] as const,
  conditionNotes: (sessionId: number) => [...nsessionKeys.session(sessionId), 'conditionNotes'] as const,
  defaults: () => [...nsessionKeys.all, 'defaults'] as const,
};

/**
 * The open plan and its last scanned items are kept on the device, as the older flow keeps its
 * sessions: a tablet that reloads without a network still opens the plan and goes on scanning
 * (the scans wait in the outbox).
 */
export const nsessionCopies = {
  session: (sessionId: number) => savedCopy(`nsession.session.${sessionId}`, nsessionSchema),
  recentItems: (sessionId: number) => savedCopy(`nsession.recentItems.${sessionId}`, nsessionItemPageSchema),
};
/** Read even when the browser believes it is offline: the copy answers if the server does not. */
const offlineFirst = { networkMode: 'offlineFirst' } as const;

/** Spec 9: the scan screen shows the last items (newest change first, the query's default); a few more help a seller who scans in piles. */
export const RECENT_ITEMS_QUERY = { pageSize: 5 } as const satisfies ItemQueryInput;

/** One page of the spec 3.3 item query. */
const itemPage = (sessionId: number, query: ItemQueryInput) => sellerClient.call(nsessionItemsApi.query, { params: { sessionId }, query });

/** While the marketplace works on a step, the session is read again this often. */
export const OPERATION_POLL_MS = 1_000;

/** True while the marketplace is still working on the plan's last step. */
export const operationRunning = (session: Nsession | undefined) => session?.operation?.status === 'IN_PROGRESS';

export const nsessionQueries = {
  list: () =>
    queryOptions({
      queryKey: nsessionKeys.list(),
      queryFn: () => sellerClient.call(nsessionSessionsApi.list, {}),
    }),
  session: (sessionId: number) =>
    queryOptions({
      queryKey: nsessionKeys.session(sessionId),
      queryFn: () =>
        fetchWithOfflineCopy(nsessionCopies.session(sessionId), () =>
          sellerClient.call(nsessionSessionsApi.get, { params: { sessionId } }, { errors: 'caller' }),
        ),
      // Each step's screen waits for the marketplace's operation by reading the session again.
      refetchInterval: (query) => (operationRunning(query.state.data) ? OPERATION_POLL_MS : false),
      ...offlineFirst,
    }),
  recentItems: (sessionId: number) =>
    queryOptions({
      queryKey: nsessionKeys.items(sessionId, RECENT_ITEMS_QUERY),
      queryFn: () => fetchWithOfflineCopy(nsessionCopies.recentItems(sessionId), () => itemPage(sessionId, RECENT_ITEMS_QUERY)),
      ...offlineFirst,
    }),
  items: (sessionId: number, query: ItemQueryInput) =>
    queryOptions({
      queryKey: nsessionKeys.items(sessionId, query),
      queryFn: () => itemPage(sessionId, query),
      placeholderData: (previous) => previous,
    }),
  packingOptions: (sessionId: number) =>
    queryOptions({
      queryKey: nsessionKeys.packingOptions(sessionId),
      queryFn: () => sellerClient.call(nsessionPackingApi.options, { params: { sessionId } }),
    }),
  /** Every item of the plan (at most 2,000, 20 pages): packing matches scans against them on the device. */
  allItems: (sessionId: number) =>
    queryOptions({
      queryKey: [...nsessionKeys.itemPages(sessionId), 'all'] as const,
      queryFn: async () => {
        const byTitle = { pageSize: SESSION_ITEMS_PAGE_SIZE, sortField: 'title', sortOrder: 'ASC' } as const;
        const first = await itemPage(sessionId, byTitle);
        const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => itemPage(sessionId, { ...byTitle, page: index + 1 })));
        return [first, ...rest].flatMap((page) => page.content);
      },
    }),
  packing: (sessionId: number) =>
    queryOptions({
      queryKey: nsessionKeys.packing(sessionId),
      queryFn: () => sellerClient.call(nsessionPackingApi.state, { params: { sessionId } }),
    }),
  conditionNotes: (sessionId: number) =>
    queryOptions({
      queryKey: nsessionKeys.conditionNotes(sessionId),
      queryFn: () => sellerClient.call(nsessionSessionsApi.conditionNotes, { params: { sessionId } }),
      staleTime: 60_000,
    }),
};

/** A shipment's labels, fetched when the seller prints (not cached: printing again asks again). */
export const fetchShipmentLabels = (sessionId: number, shipmentId: string, labelType: LabelType, pageType: LabelPageType) =>
  sellerClient.call(nsessionPlacementApi.labels, { params: { sessionId, shipmentId }, query: { labelType, pageType } });

export const fetchPlanFile = (sessionId: number) => sellerClient.call(nsessionPlacementApi.file, { params: { sessionId } });

/** The defaults new plans start with (lister/session/settings). */
export const listerDefaultsQuery = () =>
  queryOptions({
    queryKey: nsessionKeys.defaults(),
    queryFn: () => sellerClient.call(nsessionSessionsApi.defaults, {}),
  });
