import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  boxingApi,
  itemPageSchema,
  itemsApi,
  sessionSchema,
  sessionsApi,
  shipmentsApi,
  type ItemPage,
  type ListingChannel,
  type UnpackedPage,
} from '~/contract/lister';
import { savedCopy } from '~/offline/savedCopy';
import { sellerClient } from '../clients';
import { fetchWithOfflineCopy } from '../offlineCopy';

/** Query keys of the lister's older session flow; a session's keys all start with its id. */
export const listerKeys = {
  all: ['lister'] as const,
  sessionLists: () => [...listerKeys.all, 'sessions'] as const,
  sessionList: (channel: ListingChannel, searchText: string, page: number) =>
    [...listerKeys.sessionLists(), channel, searchText, page] as const,
  session: (sessionId: number) => [...listerKeys.all, 'session', sessionId] as const,
  items: (sessionId: number, searchText = '') => [...listerKeys.session(sessionId), 'items', searchText] as const,
  settings: (sessionId: number) => [...listerKeys.session(sessionId), 'settings'] as const,
  skuSettings: (channel: ListingChannel) => [...listerKeys.all, 'skuSettings', channel] as const,
  shipment: (sessionId: number, shipmentId: number) => [...listerKeys.session(sessionId), 'shipment', shipmentId] as const,
  boxes: (sessionId: number, shipmentId: number) => [...listerKeys.shipment(sessionId, shipmentId), 'boxes'] as const,
  box: (sessionId: number, shipmentId: number, boxId: number, searchText: string) =>
    [...listerKeys.shipment(sessionId, shipmentId), 'box', boxId, searchText] as const,
  unpacked: (sessionId: number, shipmentId: number, searchText = '') =>
    [...listerKeys.shipment(sessionId, shipmentId), 'unpacked', searchText] as const,
  ltl: (sessionId: number, shipmentId: number) => [...listerKeys.shipment(sessionId, shipmentId), 'ltl'] as const,
};

/**
 * A session and its first item page are kept on the device: a warehouse tablet that loses the
 * network, or reloads without it, still opens the session it was scanning into.
 */
export const listerCopies = {
  session: (sessionId: number) => savedCopy(`lister.session.${sessionId}`, sessionSchema),
  firstItemPage: (sessionId: number) => savedCopy(`lister.items.${sessionId}`, itemPageSchema),
};
const offlineFirst = { networkMode: 'offlineFirst' } as const;

export const listerQueries = {
  sessions: (channel: ListingChannel, searchText: string, page: number) =>
    queryOptions({
      queryKey: listerKeys.sessionList(channel, searchText, page),
      queryFn: () =>
        sellerClient.call(sessionsApi.search, { query: { channel, page, ...(searchText ? { searchText } : {}) } }),
      placeholderData: (previous) => previous,
    }),
  session: (sessionId: number) =>
    queryOptions({
      queryKey: listerKeys.session(sessionId),
      queryFn: () =>
        fetchWithOfflineCopy(listerCopies.session(sessionId), () =>
          sellerClient.call(sessionsApi.get, { params: { sessionId } }, { errors: 'caller' }),
        ),
      ...offlineFirst,
    }),
  /** Pages of the session's items, newest change first, each fetched from the last one's cursor. */
  items: (sessionId: number, searchText = '') =>
    infiniteQueryOptions({
      queryKey: listerKeys.items(sessionId, searchText),
      queryFn: ({ pageParam }): Promise<ItemPage> => {
        const fetchPage = () =>
          sellerClient.call(
            itemsApi.list,
            {
              params: { sessionId },
              query: { ...(pageParam ? { seekId: pageParam } : {}), ...(searchText ? { searchText } : {}) },
            },
            { errors: 'caller' },
          );
        return pageParam || searchText ? fetchPage() : fetchWithOfflineCopy(listerCopies.firstItemPage(sessionId), fetchPage);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextSeekId,
      ...offlineFirst,
    }),
  settings: (sessionId: number) =>
    queryOptions({
      queryKey: listerKeys.settings(sessionId),
      queryFn: () => sellerClient.call(sessionsApi.settings, { params: { sessionId } }),
    }),
  skuSettings: (channel: ListingChannel) =>
    queryOptions({
      queryKey: listerKeys.skuSettings(channel),
      queryFn: () => sellerClient.call(sessionsApi.skuSettings, { query: { channel } }),
    }),
  boxes: (sessionId: number, shipmentId: number) =>
    queryOptions({
      queryKey: listerKeys.boxes(sessionId, shipmentId),
      // The boxing screen shows a failure in place (and prefetches this before it knows the shipment).
      queryFn: () => sellerClient.call(boxingApi.list, { params: { sessionId, shipmentId } }, { errors: 'caller' }),
    }),
  box: (sessionId: number, shipmentId: number, boxId: number, searchText = '') =>
    queryOptions({
      queryKey: listerKeys.box(sessionId, shipmentId, boxId, searchText),
      queryFn: () =>
        sellerClient.call(boxingApi.get, {
          params: { sessionId, shipmentId, boxId },
          query: searchText ? { searchText } : {},
        }),
    }),
  unpacked: (sessionId: number, shipmentId: number, searchText = '') =>
    infiniteQueryOptions({
      queryKey: listerKeys.unpacked(sessionId, shipmentId, searchText),
      queryFn: ({ pageParam }): Promise<UnpackedPage> =>
        sellerClient.call(
          itemsApi.unpacked,
          {
            params: { sessionId },
            query: { shipmentId, ...(pageParam ? { seekId: pageParam } : {}), ...(searchText ? { searchText } : {}) },
          },
          { errors: 'caller' },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextSeekId,
    }),
  ltl: (sessionId: number, shipmentId: number) =>
    queryOptions({
      queryKey: listerKeys.ltl(sessionId, shipmentId),
      queryFn: () => sellerClient.call(shipmentsApi.ltl, { params: { sessionId, shipmentId } }),
    }),
};
