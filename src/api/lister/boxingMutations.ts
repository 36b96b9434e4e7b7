import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  boxingApi,
  itemsApi,
  type Box,
  type BoxSizeInput,
  type FnskuQuantity,
  type ListingSession,
  type SessionSummary,
  type Shipment,
} from '~/contract/lister';
import { sellerClient } from '../clients';
import { listerKeys } from './queries';
import { restrictedAlert } from './restrictedAlert';

/**
 * The boxing screen's writes (spec 4 "Boxing"). Every call handles its own errors ('caller'): the
 * screen writes each failure into its log (spec 8.3) with the server's message, so a toast on top
 * would say it twice. The one exception is 1069 on an add, whose RESTRICTED ITEM alert (spec 5)
 * these hooks raise themselves, once. Session-ending codes still reach the catalogue.
 */

const CALLER = { errors: 'caller' } as const;

export interface ShipmentScope {
  sessionId: number;
  shipmentId: number;
}

/** Spec 5: a dimension or weight of zero (or none) is not sent at all. */
export function dropEmptySizes(size: Partial<Record<keyof BoxSizeInput, number | null | undefined>>): BoxSizeInput {
  const body: BoxSizeInput = {};
  for (const key of ['width', 'height', 'length', 'weight'] as const) {
    const value = size[key];
    if (typeof value === 'number' && value > 0) body[key] = value;
  }
  return body;
}

/** The shared cache writes: replies carry the shipment and the session's totals; the boxes list follows them. */
function boxingCache(queryClient: QueryClient, { sessionId, shipmentId }: ShipmentScope) {
  return {
    session(shipment: Shipment | null, summary: SessionSummary) {
      queryClient.setQueryData<ListingSession>(listerKeys.session(sessionId), (session) =>
        session
          ? {
              ...session,
              ...summary,
              shipments: shipment ? session.shipments.map((entry) => (entry.id === shipment.id ? shipment : entry)) : session.shipments,
            }
          : session,
      );
      // Lists show the totals too; they refetch when next shown.
      void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists(), refetchType: 'none' });
    },
    boxes(change: (boxes: Box[]) => Box[]) {
      queryClient.setQueryData<Box[]>(listerKeys.boxes(sessionId, shipmentId), (boxes) =>
        boxes ? [...change(boxes)].sort((a, b) => b.number - a.number) : boxes,
      );
    },
    upsertBoxes(changed: Box[]) {
      const ids = new Set(changed.map((box) => box.id));
      this.boxes((boxes) => [...boxes.filter((box) => !ids.has(box.id)), ...changed]);
      for (const box of changed) queryClient.setQueryData(listerKeys.box(sessionId, shipmentId, box.id, ''), box);
      // Searched views of these boxes are out of date; they refetch when next shown.
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [, , , , , kind, boxId, searchText] = query.queryKey as unknown[];
          return kind === 'box' && ids.has(boxId as number) && searchText !== '';
        },
        queryKey: listerKeys.shipment(sessionId, shipmentId),
        refetchType: 'none',
      });
    },
    /** The screen has applied the change to what it shows; the cached pages refetch when next shown. */
    unpackedStale: () =>
      queryClient.invalidateQueries({ queryKey: [...listerKeys.shipment(sessionId, shipmentId), 'unpacked'], refetchType: 'none' }),
    unpackedReload: () => queryClient.invalidateQueries({ queryKey: [...listerKeys.shipment(sessionId, shipmentId), 'unpacked'] }),
  };
}

/** Every list of the session holds the changed items: boxes, pages, the shipment's counts. */
function refetchSession(queryClient: QueryClient, sessionId: number) {
  void queryClient.invalidateQueries({ queryKey: listerKeys.session(sessionId) });
  void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists(), refetchType: 'none' });
}

export function useCreateBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (size: Partial<Record<keyof BoxSizeInput, number | null>>) =>
      sellerClient.call(boxingApi.create, { params: scope, body: dropEmptySizes(size) }, CALLER),
    onSuccess: ({ box, shipment, sessionSummary }) => {
      const cache = boxingCache(queryClient, scope);
      cache.upsertBoxes([box]);
      cache.session(shipment, sessionSummary);
    },
  });
}

export function useUpdateBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, size }: { boxId: number; size: Partial<Record<keyof BoxSizeInput, number | null>> }) =>
      sellerClient.call(boxingApi.update, { params: { ...scope, boxId }, body: dropEmptySizes(size) }, CALLER),
    onSuccess: (box) => boxingCache(queryClient, scope).upsertBoxes([box]),
  });
}

/** Spec 4: the box's units go back to the unpacked list, which is fetched again with the shipment. */
export function useRemoveBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boxId: number) => sellerClient.call(boxingApi.remove, { params: { ...scope, boxId } }, CALLER),
    onSuccess: ({ shipment, sessionSummary }, boxId) => {
      const cache = boxingCache(queryClient, scope);
      cache.boxes((boxes) => boxes.filter((box) => box.id !== boxId));
      queryClient.removeQueries({ queryKey: [...listerKeys.shipment(scope.sessionId, scope.shipmentId), 'box', boxId] });
      cache.session(shipment, sessionSummary);
      void cache.unpackedReload();
      void queryClient.invalidateQueries({ queryKey: listerKeys.session(scope.sessionId), exact: true });
    },
  });
}

export function useAddToBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, entry }: { boxId: number; entry: FnskuQuantity }) =>
      sellerClient.call(boxingApi.add, { params: { ...scope, boxId }, body: entry }, CALLER),
    onSuccess: ({ box, shipment, sessionSummary }) => {
      const cache = boxingCache(queryClient, scope);
      cache.upsertBoxes([box]);
      cache.session(shipment, sessionSummary);
      void cache.unpackedStale();
    },
    onError: restrictedAlert,
  });
}

export function useAddManyToBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, items }: { boxId: number; items: FnskuQuantity[] }) =>
      sellerClient.call(boxingApi.addBulk, { params: { ...scope, boxId }, body: { items } }, CALLER),
    onSuccess: ({ boxes, shipment, sessionSummary }) => {
      const cache = boxingCache(queryClient, scope);
      cache.upsertBoxes(boxes);
      cache.session(shipment, sessionSummary);
      void cache.unpackedStale();
    },
    onError: restrictedAlert,
  });
}

export function useRemoveFromBox(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, entry }: { boxId: number; entry: FnskuQuantity }) =>
      sellerClient.call(boxingApi.removeItem, { params: { ...scope, boxId }, body: entry }, CALLER),
    onSuccess: ({ box, shipment, sessionSummary }) => {
      const cache = boxingCache(queryClient, scope);
      cache.upsertBoxes([box]);
      cache.session(shipment, sessionSummary);
      void cache.unpackedStale();
    },
  });
}

export function useMoveBetweenBoxes(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, targetBoxId, items }: { boxId: number; targetBoxId: number; items: FnskuQuantity[] }) =>
      sellerClient.call(boxingApi.move, { params: { ...scope, boxId }, body: { targetBoxId, items } }, CALLER),
    onSuccess: ({ boxes, shipment, sessionSummary }) => {
      const cache = boxingCache(queryClient, scope);
      cache.upsertBoxes(boxes);
      cache.session(shipment, sessionSummary);
      void cache.unpackedStale();
    },
  });
}

/** Spec 8.3 "remove the item(s) from session": packed units go with them (isBoxed). */
export function useRemoveItemsFromSession(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: number[]) =>
      sellerClient.call(
        itemsApi.removeMany,
        { params: { sessionId: scope.sessionId }, body: { boxSelectionType: 'SELECTED', itemIds, isBoxed: true } },
        CALLER,
      ),
    onSuccess: () => refetchSession(queryClient, scope.sessionId),
  });
}

/** BOXING -> BOXED; the server refuses with a message listing what is still missing. */
export function useSubmitBoxing(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sellerClient.call(boxingApi.submit, { params: scope }, CALLER),
    onSuccess: (shipment) => {
      queryClient.setQueryData<ListingSession>(listerKeys.session(scope.sessionId), (session) =>
        session ? { ...session, shipments: session.shipments.map((entry) => (entry.id === shipment.id ? shipment : entry)) } : session,
      );
    },
  });
}

/**
 * A count that differs from the session (a copy missing from the cart): below what is packed, the
 * last boxes give units back. The screen applies the reply; the lists refetch for the shipment's counts.
 */
export function useSetItemQuantity(scope: ShipmentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) =>
      sellerClient.call(
        itemsApi.setQuantity,
        { params: { sessionId: scope.sessionId, itemId }, body: { quantity, shipmentId: scope.shipmentId } },
        CALLER,
      ),
    onSuccess: () => refetchSession(queryClient, scope.sessionId),
  });
}
