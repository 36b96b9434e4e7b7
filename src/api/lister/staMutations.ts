import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staApi, type SessionSummary, type StaBox, type StaBoxResult } from '~/contract/lister';
import { sellerClient } from '../clients';
import { writeSessionSummary } from './listerCache';
import { listerKeys } from './queries';
import { alertIfRestricted } from '../restrictedAlert';
import { staKeys } from './staQueries';

/**
 * The send-to-marketplace boxes' writes (spec 7.2 lister/sta). Like the boxing screen's, every call
 * handles its own errors ('caller'): the panel logs each failure with the server's message (spec
 * 8.3), and only 1069 on an add raises the RESTRICTED ITEM alert, here, once.
 */

const CALLER = { errors: 'caller' } as const;

const byNumberDescending = (boxes: StaBox[]) => [...boxes].sort((a, b) => b.number - a.number);

function staCache(queryClient: QueryClient, sessionId: number) {
  const boxes = (change: (boxes: StaBox[]) => StaBox[]) =>
    queryClient.setQueryData<StaBox[]>(staKeys.boxes(sessionId), (old) => old && byNumberDescending(change(old)));
  return {
    boxes,
    /** A box's units changed: the session's totals and every item's packed count with them. */
    packed(summary: SessionSummary) {
      writeSessionSummary(queryClient, summary);
      void queryClient.invalidateQueries({ queryKey: [...listerKeys.session(sessionId), 'items'] });
    },
    boxResult(result: StaBoxResult) {
      queryClient.setQueryData(staKeys.box(sessionId, result.box.id), result);
      boxes((old) => old.map((box) => (box.id === result.box.id ? result.box : box)));
    },
  };
}

export function useCreateStaBox(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sellerClient.call(staApi.create, { params: { sessionId } }, CALLER),
    onSuccess: (box) => {
      staCache(queryClient, sessionId).boxes((old) => [...old.filter((each) => each.id !== box.id), box]);
      // The reply carries no summary: the session's box count is fetched again.
      void queryClient.invalidateQueries({ queryKey: listerKeys.session(sessionId), exact: true });
    },
  });
}

/** Spec 4: the box's units are unpacked again. */
export function useRemoveStaBox(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boxId: number) => sellerClient.call(staApi.remove, { params: { sessionId, boxId } }, CALLER),
    onSuccess: (summary, boxId) => {
      const cache = staCache(queryClient, sessionId);
      cache.boxes((old) => old.filter((box) => box.id !== boxId));
      queryClient.removeQueries({ queryKey: staKeys.box(sessionId, boxId) });
      cache.packed(summary);
    },
  });
}

type EntryReply = { boxResult: StaBoxResult; sessionSummary: SessionSummary };

/** The four writes on one entry of a box all answer the box and the session's totals. */
function useEntryWrite<Input>(sessionId: number, write: (input: Input) => Promise<EntryReply>, onError?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ boxResult, sessionSummary }) => {
      const cache = staCache(queryClient, sessionId);
      cache.boxResult(boxResult);
      cache.packed(sessionSummary);
    },
    onError,
  });
}

export interface StaEntry {
  boxId: number;
  itemId: number;
}

export const useAddStaItem = (sessionId: number) =>
  useEntryWrite(
    sessionId,
    ({ boxId, itemId, qty }: StaEntry & { qty: number }) =>
      sellerClient.call(staApi.addItem, { params: { sessionId, boxId }, body: { itemId, qty } }, CALLER),
    alertIfRestricted,
  );

export const useSetStaItemQty = (sessionId: number) =>
  useEntryWrite(sessionId, ({ boxId, itemId, qty }: StaEntry & { qty: number }) =>
    sellerClient.call(staApi.setItemQty, { params: { sessionId, boxId, itemId }, body: { qty } }, CALLER),
  );

export const useRemoveStaItem = (sessionId: number) =>
  useEntryWrite(sessionId, ({ boxId, itemId }: StaEntry) => sellerClient.call(staApi.removeItem, { params: { sessionId, boxId, itemId } }, CALLER));

/** The item stays in the box and the session; the plan leaves it out. There is no way back. */
export const useExcludeStaItem = (sessionId: number) =>
  useEntryWrite(sessionId, ({ boxId, itemId }: StaEntry) => sellerClient.call(staApi.excludeItem, { params: { sessionId, boxId, itemId } }, CALLER));
