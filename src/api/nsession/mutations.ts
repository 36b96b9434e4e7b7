import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  nsessionItemsApi,
  nsessionPackingApi,
  nsessionPlacementApi,
  nsessionSessionsApi,
  type Nsession,
  type NsessionItemEdit,
  type NsessionSettings,
  type NsessionType,
  type PackingState,
  type PlanSettingsInput,
  type ShippingMethod,
} from '~/contract/nsession';
import type { AddItemInput } from '~/contract/lister';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { alertIfRestricted } from '../restrictedAlert';
import { nsessionCopies, nsessionKeys } from './queries';
import { writeSession, writeTotals } from './sessionCache';

/**
 * The newer lister flow's writes. A step's reply is the session itself: it replaces the cached one,
 * whose polling then follows the marketplace's operation; the lists that show it refetch when seen.
 */

function adoptSession(queryClient: QueryClient, session: Nsession) {
  writeSession(queryClient, Number(session.idStr), () => session);
  void queryClient.invalidateQueries({ queryKey: nsessionKeys.list(), refetchType: 'none' });
}

/** A step that answers the session (submit, confirm, finish, select, transport, void, complete). */
function useStep<Input>(sessionId: number, call: (input: Input) => Promise<Nsession>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => {
      adoptSession(queryClient, session);
      // Options, boxes and items may all have changed with the step.
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.session(sessionId), predicate: (query) => query.queryKey.length > 3 });
      if (success) showToast(success, 'success');
    },
  });
}

export function useCreateNsession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: NsessionType; name?: string }) => sellerClient.call(nsessionSessionsApi.create, { body: input }),
    onSuccess: (session) => adoptSession(queryClient, session),
  });
}

export function useRenameNsession(sessionId: number) {
  return useStep(sessionId, (name: string) => sellerClient.call(nsessionSessionsApi.rename, { params: { sessionId }, body: { name } }), 'Plan renamed.');
}

export function useDeleteNsession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sellerClient.call(nsessionSessionsApi.remove, { params: { sessionId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: nsessionKeys.session(sessionId) });
      void Promise.all([nsessionCopies.session(sessionId).forget(), nsessionCopies.recentItems(sessionId).forget()]).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.list() });
      showToast('Plan deleted.', 'success');
    },
  });
}

/** A plan's defaults; kept for new plans too unless forNewPlans is false, so the defaults' query is read again. */
export function useSaveNsessionSettings(sessionId: number) {
  const queryClient = useQueryClient();
  return useStep(
    sessionId,
    async (settings: PlanSettingsInput) => {
      const session = await sellerClient.call(nsessionSessionsApi.settings, { params: { sessionId }, body: settings });
      if (settings.forNewPlans !== false) void queryClient.invalidateQueries({ queryKey: nsessionKeys.defaults() });
      return session;
    },
    'Settings saved.',
  );
}

export const useSubmitNsession = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionSessionsApi.submit, { params: { sessionId } }));
export const useCancelNsession = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionSessionsApi.cancel, { params: { sessionId } }));
export const useCompleteNsession = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionSessionsApi.complete, { params: { sessionId } }), 'Plan complete: the boxes are on their way.');
export const useConfirmPackingOption = (sessionId: number) =>
  useStep(sessionId, (optionId: string) => sellerClient.call(nsessionPackingApi.confirmOption, { params: { sessionId, optionId } }));
export const useMakeNewPackingOptions = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionPackingApi.makeNew, { params: { sessionId } }));
export const useFinishPacking = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionPackingApi.finish, { params: { sessionId } }));
export const useResendPacking = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionPackingApi.resend, { params: { sessionId } }));
/**
 * "Confirm for $…": the placement and the partnered carrier of one method for all its shipments,
 * one server step. Asked again (a second click, a retry), the server answers the plan as the first
 * ask left it, so nothing is booked twice and no error shows.
 */
export const useConfirmPlacement = (sessionId: number) =>
  useStep(sessionId, ({ placementId, method }: { placementId: string; method: ShippingMethod }) =>
    sellerClient.call(nsessionPlacementApi.confirm, { params: { sessionId, placementId }, body: { method } }),
  );
/** New carrier quotes for the confirmed placement's shipments not booked (quotes expire, a voided shipment is booked later). */
export const useRequoteTransport = (sessionId: number) =>
  useStep(sessionId, (placementId: string) => sellerClient.call(nsessionPlacementApi.requoteTransport, { params: { sessionId, placementId } }));
export const useResetPlacement = (sessionId: number) =>
  useStep(sessionId, () => sellerClient.call(nsessionPlacementApi.reset, { params: { sessionId } }));
export const useConfirmTransport = (sessionId: number) =>
  useStep(sessionId, ({ placementId, method }: { placementId: string; method: ShippingMethod }) =>
    sellerClient.call(nsessionPlacementApi.transportAll, { params: { sessionId, placementId }, body: { method } }),
  );
export const useVoidTransport = (sessionId: number) =>
  useStep(sessionId, ({ placementId, shipmentId }: { placementId: string; shipmentId: string }) =>
    sellerClient.call(nsessionPlacementApi.transportReset, { params: { sessionId, placementId, shipmentId } }),
  'Transport voided.');

/** A scan (or a typed code) into the session; the scan screen handles failures itself (sounds, log). */
export function useAddNsessionItem(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddItemInput) => sellerClient.call(nsessionItemsApi.add, { params: { sessionId }, body: input }, { errors: 'caller' }),
    onSuccess: (reply) => {
      writeTotals(queryClient, sessionId, reply.totals);
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.itemPages(sessionId) });
    },
  });
}

function useItemChange<Input>(sessionId: number, call: (input: Input) => Promise<{ totals: { itemQty: number; skuQty: number; weight: number } } | { itemQty: number; skuQty: number; weight: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    // One change at a time per plan, in the order made: each reply's totals are then the latest.
    scope: { id: `plan-${sessionId}-item-changes` },
    mutationFn: call,
    onSuccess: (reply) => {
      const totals = 'totals' in reply ? reply.totals : reply;
      writeTotals(queryClient, sessionId, totals);
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.itemPages(sessionId) });
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.packing(sessionId) });
    },
  });
}

export const useEditNsessionItem = (sessionId: number) =>
  useItemChange(sessionId, ({ itemId, edit }: { itemId: number; edit: NsessionItemEdit }) =>
    sellerClient.call(nsessionItemsApi.edit, { params: { sessionId, itemId }, body: edit }),
  );
export const useRemoveNsessionItems = (sessionId: number) =>
  useItemChange(sessionId, (itemIds: number[]) =>
    itemIds.length === 1
      ? sellerClient.call(nsessionItemsApi.remove, { params: { sessionId, itemId: itemIds[0]! } })
      : sellerClient.call(nsessionItemsApi.removeBulk, { params: { sessionId }, query: { bulk: itemIds.join(',') } }),
  );
export const useSetUnboxedQty = (sessionId: number) =>
  useItemChange(sessionId, ({ itemId, newUnboxedQty }: { itemId: number; newUnboxedQty: number }) =>
    sellerClient.call(nsessionItemsApi.unboxedQty, { params: { sessionId, itemId }, body: { newUnboxedQty } }),
  );

/** Box writes answer the packing state or a box change; the packing query is kept in step with them. */
function usePackingWrite<Input, Reply>(sessionId: number, call: (input: Input) => Promise<Reply>, apply: (queryClient: QueryClient, reply: Reply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      apply(queryClient, reply);
      // A box change after the packing was sent takes the plan back to packing: the session says so.
      void queryClient.invalidateQueries({ queryKey: nsessionKeys.session(sessionId), exact: true });
    },
  });
}

const setPacking = (sessionId: number) => (queryClient: QueryClient, state: PackingState) => queryClient.setQueryData(nsessionKeys.packing(sessionId), state);
const refetchPacking = (sessionId: number) => (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: nsessionKeys.packing(sessionId) });

export const useCreatePackingBox = (sessionId: number) =>
  usePackingWrite(sessionId, (packingGroupId: string) => sellerClient.call(nsessionPackingApi.createBox, { params: { sessionId }, body: { packingGroupId } }), refetchPacking(sessionId));
export const useRemovePackingBox = (sessionId: number) =>
  usePackingWrite(sessionId, (boxId: number) => sellerClient.call(nsessionPackingApi.removeBox, { params: { sessionId, boxId } }), setPacking(sessionId));
export const useBulkBoxSpecs = (sessionId: number) =>
  usePackingWrite(
    sessionId,
    (body: { boxIds: number[]; length?: number; width?: number; height?: number; weight?: number }) =>
      sellerClient.call(nsessionPackingApi.bulkSpecs, { params: { sessionId }, body }),
    setPacking(sessionId),
  );
export const useBulkMoveUnits = (sessionId: number) =>
  usePackingWrite(
    sessionId,
    ({ boxId, targetBoxId, items }: { boxId: number; targetBoxId: number; items: { itemId: number; quantity: number }[] }) =>
      sellerClient.call(nsessionPackingApi.bulkMove, { params: { sessionId, boxId }, body: { targetBoxId, items } }),
    setPacking(sessionId),
  );

/** Units into a box: 1069 raises the RESTRICTED ITEM alert; the packing screen logs the rest. */
export function useAddToPackingBox(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, itemId, quantity }: { boxId: number; itemId: number; quantity: number }) =>
      sellerClient.call(nsessionPackingApi.addToBox, { params: { sessionId, boxId }, body: { itemId, quantity } }, { errors: 'caller' }),
    onError: alertIfRestricted,
    onSuccess: (reply) => applyBoxChange(queryClient, sessionId, reply),
  });
}

export function useRemoveFromPackingBox(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, itemId, quantity }: { boxId: number; itemId: number; quantity: number }) =>
      sellerClient.call(nsessionPackingApi.removeFromBox, { params: { sessionId, boxId }, body: { itemId, quantity } }),
    onSuccess: (reply) => applyBoxChange(queryClient, sessionId, reply),
  });
}

/** A box change carries the box and its group's counts: the packing state is patched, not fetched. */
function applyBoxChange(queryClient: QueryClient, sessionId: number, reply: Awaited<ReturnType<typeof sellerClient.call<typeof nsessionPackingApi.addToBox>>>) {
  queryClient.setQueryData<PackingState>(nsessionKeys.packing(sessionId), (state) =>
    state
      ? {
          groups: state.groups.map((group) => (group.idStr === reply.group.idStr ? reply.group : group)),
          boxes: reply.box ? state.boxes.map((box) => (box.idStr === reply.box!.idStr ? reply.box! : box)) : state.boxes,
          complete: reply.complete,
        }
      : state,
  );
  void queryClient.invalidateQueries({ queryKey: nsessionKeys.itemPages(sessionId), refetchType: 'none' });
}

export function useSaveListerDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NsessionSettings) => sellerClient.call(nsessionSessionsApi.saveDefaults, { body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(nsessionKeys.defaults(), settings);
      showToast('Defaults saved: new plans start with them.', 'success');
    },
  });
}
