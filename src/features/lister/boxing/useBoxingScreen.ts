import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  useAddManyToBox,
  useAddToBox,
  useCreateBox,
  useMoveBetweenBoxes,
  useRemoveBox,
  useRemoveFromBox,
  useRemoveItemsFromSession,
  useSetItemQuantity,
  useSubmitBoxing,
  useUpdateBox,
} from '~/api/lister/boxingMutations';
import { listerQueries } from '~/api/lister/queries';
import { sellerClient } from '~/api/clients';
import { isApiError } from '~/api/errors';
import { ErrorCode } from '~/contract/errors';
import { itemsApi, type Box, type BoxSizeInput, type FnskuQuantity, type ListingSession, type UnpackedItem, type UnpackedPage } from '~/contract/lister';
import { playEvent, prepareSounds } from '~/sounds';
import type { ScanEvent } from '~/scanning';
import type { BoxingOperation } from './boxingLog';
import { boxingReducer, initialBoxingState, type BoxingState } from './boxingReducer';
import { unitsLeft } from './boxRules';
import { findScannedItem, scanTarget, searchTextOf } from './scanMatch';

export interface BoxingScope {
  sessionId: number;
  shipmentId: number;
}

export type BoxSize = Partial<Record<keyof BoxSizeInput, number | null>>;

/**
 * The boxing screen's state and writes. Loads feed the reducer; each write's reply (or refusal) is
 * dispatched to it. Writes run one at a time, in the order they were asked for: a burst of scans
 * must not have an older reply land after a newer one and show a box as it was before.
 */
const unpackedLoaded = (pages: readonly UnpackedPage[], searchText: string) => ({
  type: 'unpackedLoaded' as const,
  items: pages.flatMap((page) => page.content),
  totalSize: pages.at(-1)?.totalSize ?? 0,
  searchText,
});

/**
 * The screen as the reads already in the cache make it: the route's loader has usually fetched
 * them by the time the screen mounts, so its first render shows the lists rather than an empty
 * screen that the load effects fill a frame later (the boxing-screen figure of `npm run bench`).
 */
function loadedState(state: BoxingState, loaded: { boxes: Box[] | undefined; unpacked: readonly UnpackedPage[] | undefined; session: ListingSession | undefined }) {
  let next = state;
  if (loaded.session) next = boxingReducer(next, { type: 'sessionLoaded', session: loaded.session });
  if (loaded.boxes) next = boxingReducer(next, { type: 'boxesLoaded', boxes: loaded.boxes });
  if (loaded.unpacked) next = boxingReducer(next, unpackedLoaded(loaded.unpacked, ''));
  return next;
}

export function useBoxingScreen(scope: BoxingScope, urlBoxId: number | null, onSelectionChange: (boxId: number | null) => void) {
  const { sessionId, shipmentId } = scope;
  const [unpackedSearch, setUnpackedSearch] = useState('');
  const [unpackedSearchText] = useDebouncedValue(unpackedSearch.trim(), 250);
  const [boxSearch, setBoxSearch] = useState('');
  const [boxSearchText] = useDebouncedValue(boxSearch.trim(), 250);

  const boxesQuery = useQuery(listerQueries.boxes(sessionId, shipmentId));
  const unpackedQuery = useInfiniteQuery(listerQueries.unpacked(sessionId, shipmentId, unpackedSearchText));
  const sessionQuery = useQuery(listerQueries.session(sessionId));
  const [state, dispatch] = useReducer(boxingReducer, undefined, () =>
    loadedState(initialBoxingState(shipmentId, urlBoxId), { boxes: boxesQuery.data, unpacked: unpackedQuery.data?.pages, session: sessionQuery.data }),
  );
  const boxQuery = useQuery({
    ...listerQueries.box(sessionId, shipmentId, state.selectedBoxId ?? 0, boxSearchText),
    enabled: state.selectedBoxId !== null,
  });

  useEffect(() => prepareSounds(), []);
  useEffect(() => {
    if (boxesQuery.data) dispatch({ type: 'boxesLoaded', boxes: boxesQuery.data });
  }, [boxesQuery.data]);
  useEffect(() => {
    if (boxQuery.data) dispatch({ type: 'boxLoaded', box: boxQuery.data, searchText: boxSearchText });
  }, [boxQuery.data, boxSearchText]);
  useEffect(() => {
    const pages = unpackedQuery.data?.pages;
    if (pages) dispatch(unpackedLoaded(pages, unpackedSearchText));
  }, [unpackedQuery.data, unpackedSearchText]);
  useEffect(() => {
    if (sessionQuery.data) dispatch({ type: 'sessionLoaded', session: sessionQuery.data });
  }, [sessionQuery.data]);

  // The URL's optional boxId follows the selection, and the selection follows the URL (back button).
  const synced = useRef(urlBoxId);
  useEffect(() => {
    if (urlBoxId === synced.current) return;
    synced.current = urlBoxId;
    dispatch({ type: 'boxSelected', boxId: urlBoxId });
  }, [urlBoxId]);
  const onSelectionChangeRef = useRef(onSelectionChange);
  useEffect(() => {
    onSelectionChangeRef.current = onSelectionChange;
  }, [onSelectionChange]);
  useEffect(() => {
    if (state.selectedBoxId === synced.current) return;
    synced.current = state.selectedBoxId;
    onSelectionChangeRef.current(state.selectedBoxId);
  }, [state.selectedBoxId]);

  const mutations = {
    create: useCreateBox(scope),
    update: useUpdateBox(scope),
    removeBox: useRemoveBox(scope),
    add: useAddToBox(scope),
    addMany: useAddManyToBox(scope),
    remove: useRemoveFromBox(scope),
    move: useMoveBetweenBoxes(scope),
    removeFromSession: useRemoveItemsFromSession(scope),
    setQuantity: useSetItemQuantity(scope),
    submit: useSubmitBoxing(scope),
  };
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const actions = useMemo(() => {
    const at = () => Date.now();
    const failed = (operation: BoxingOperation, error: unknown) => {
      const code = isApiError(error) ? error.code : null;
      const message = error instanceof Error ? error.message : String(error);
      dispatch({ type: 'failed', operation, code, message, at: at() });
      return code;
    };
    /** Runs the write after the ones before it; a refusal is logged, never thrown. */
    const serial = <T>(operation: BoxingOperation, write: () => Promise<T>, applied: (reply: T) => void, sounds = false) => {
      const run = queue.current.then(async () => {
        try {
          applied(await write());
          if (sounds) playEvent('success');
          return true;
        } catch (error) {
          const code = failed(operation, error);
          if (sounds) playEvent(code === ErrorCode.RESTRICTED_ITEM ? 'restricted' : 'error');
          return false;
        }
      });
      queue.current = run;
      return run;
    };
    const noBox = (operation: BoxingOperation) => {
      dispatch({ type: 'failed', operation, code: null, message: 'Select a box first, or make a new one.', at: at() });
      playEvent('error');
      return Promise.resolve(false);
    };

    const addFnsku = (fnsku: string, quantity: number) => {
      const boxId = stateRef.current.selectedBoxId;
      if (boxId === null) return noBox('add');
      const entry = { fnsku, quantity };
      return serial('add', () => mutations.add.mutateAsync({ boxId, entry }), (reply) => dispatch({ type: 'itemAdded', entry, reply, at: at() }), true);
    };

    return {
      selectBox: (boxId: number | null) => dispatch({ type: 'boxSelected', boxId }),
      toggleItem: (itemId: number) => dispatch({ type: 'itemSelectionToggled', itemId }),
      setSelectedItems: (itemIds: number[]) => dispatch({ type: 'itemSelectionSet', itemIds }),
      toggleUnpacked: (itemId: number) => dispatch({ type: 'unpackedCheckToggled', itemId }),
      setCheckedUnpacked: (itemIds: number[]) => dispatch({ type: 'unpackedChecksSet', itemIds }),
      dismissError: () => dispatch({ type: 'errorDismissed' }),
      add: (item: UnpackedItem, quantity: number) => addFnsku(item.fnsku, quantity),
      addChecked: () => {
        const current = stateRef.current;
        const boxId = current.selectedBoxId;
        if (boxId === null) return noBox('transfer');
        const items: FnskuQuantity[] = current.unpacked
          .filter((item) => current.checkedUnpackedIds.includes(item.id))
          .map((item) => ({ fnsku: item.fnsku, quantity: unitsLeft(item, shipmentId) }))
          .filter((entry) => entry.quantity > 0);
        if (items.length === 0) return Promise.resolve(false);
        return serial(
          'transfer',
          () => mutations.addMany.mutateAsync({ boxId, items }),
          (reply) => dispatch({ type: 'itemsAddedBulk', boxId, items, reply, at: at() }),
          true,
        );
      },
      /** A scanned FNSKU or ISBN: one unit of the matching unpacked item into the selected box. */
      scan: async (scan: ScanEvent) => {
        const target = scanTarget(scan);
        const left = (item: UnpackedItem) => unitsLeft(item, shipmentId);
        let item = findScannedItem(stateRef.current.unpacked, target, left);
        if (!item && target.kind !== 'unknown') {
          // Not on a loaded page: ask the server, which searches the whole shipment.
          try {
            const page = await sellerClient.call(
              itemsApi.unpacked,
              { params: { sessionId }, query: { shipmentId, searchText: searchTextOf(target), pageSize: 20 } },
              { errors: 'caller' },
            );
            item = findScannedItem(page.content, target, left);
          } catch {
            item = undefined;
          }
        }
        // An FNSKU label that is not in this shipment still goes to the server, which knows every
        // item of the session: a restricted one is answered 1069, the RESTRICTED ITEM alert.
        if (!item && target.kind === 'fnsku') return addFnsku(target.fnsku, 1);
        if (!item) {
          dispatch({
            type: 'failed',
            operation: 'add',
            code: null,
            message: `${scan.code} is not among the items left to pack in this shipment.`,
            at: at(),
          });
          playEvent('error');
          return false;
        }
        return addFnsku(item.fnsku, 1);
      },
      removeFromBox: (entry: FnskuQuantity) => {
        const boxId = stateRef.current.selectedBoxId;
        if (boxId === null) return noBox('remove');
        return serial('remove', () => mutations.remove.mutateAsync({ boxId, entry }), (reply) =>
          dispatch({ type: 'itemRemoved', entry, reply, at: at() }),
        );
      },
      moveSelected: (toBoxId: number) => {
        const current = stateRef.current;
        const fromBoxId = current.selectedBoxId;
        if (fromBoxId === null) return noBox('transfer');
        const box = current.boxes.find((candidate) => candidate.id === fromBoxId);
        const items = (box?.items ?? current.boxItems)
          .filter((item) => current.selectedItemIds.includes(item.itemId))
          .map((item) => ({ fnsku: item.fnsku, quantity: item.quantity }));
        if (items.length === 0) return Promise.resolve(false);
        return serial(
          'transfer',
          () => mutations.move.mutateAsync({ boxId: fromBoxId, targetBoxId: toBoxId, items }),
          (reply) => dispatch({ type: 'itemsMoved', fromBoxId, toBoxId, items, reply, at: at() }),
        );
      },
      removeSelectedFromSession: () => {
        const itemIds = [...stateRef.current.selectedItemIds];
        if (itemIds.length === 0) return Promise.resolve(false);
        return serial('removeFromSession', () => mutations.removeFromSession.mutateAsync(itemIds), (reply) =>
          dispatch({ type: 'itemsDeleted', itemIds, sessionSummary: reply.sessionSummary, at: at() }),
        );
      },
      /** The session's count of the item, as counted at the table; below what is packed, boxes give units back. */
      setQuantity: (item: UnpackedItem, quantity: number) =>
        serial(
          'setQuantity',
          () => mutations.setQuantity.mutateAsync({ itemId: item.id, quantity }),
          (reply) => dispatch({ type: 'itemQuantityChanged', item: reply.item, sessionSummary: reply.sessionSummary, at: at() }),
        ),
      createBox: (size: BoxSize) =>
        serial('createBox', () => mutations.create.mutateAsync(size), (reply) => dispatch({ type: 'boxCreated', reply, at: at() })),
      updateBox: (boxId: number, size: BoxSize) =>
        serial('updateBox', () => mutations.update.mutateAsync({ boxId, size }), (box) => dispatch({ type: 'boxUpdated', box, at: at() })),
      deleteBox: (boxId: number) =>
        serial('removeBox', () => mutations.removeBox.mutateAsync(boxId), (reply) => dispatch({ type: 'boxDeleted', boxId, reply, at: at() })),
      submit: () =>
        serial('submit', () => mutations.submit.mutateAsync(), (shipment) => dispatch({ type: 'submitted', shipment, at: at() })),
    };
    // The mutation objects change identity every render; their mutateAsync functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, shipmentId]);

  return {
    state,
    actions,
    queries: { boxes: boxesQuery, box: boxQuery, unpacked: unpackedQuery, session: sessionQuery },
    search: { unpacked: unpackedSearch, setUnpacked: setUnpackedSearch, box: boxSearch, setBox: (text: string) => {
      setBoxSearch(text);
      dispatch({ type: 'boxSearchChanged', searchText: text.trim() });
    } },
    busy: Object.values(mutations).some((mutation) => mutation.isPending),
    submitting: mutations.submit.isPending,
  };
}
