import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { shipmentsApi, type LtlDetailsInput, type ListingSession, type Shipment } from '~/contract/lister';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { listerKeys } from './queries';

/**
 * The submit-shipments screen's writes (spec 4: a shipment can be accepted, cancelled, or have its
 * box contents submitted). Failures go to the error catalogue ('<message> (Code: n)'), which is
 * where the server's refusal is read; successes say so in a toast.
 */

function replaceShipment(queryClient: QueryClient, shipment: Shipment) {
  queryClient.setQueryData<ListingSession>(listerKeys.session(shipment.sessionId), (session) =>
    session ? { ...session, shipments: session.shipments.map((entry) => (entry.id === shipment.id ? shipment : entry)) } : session,
  );
  void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists(), refetchType: 'none' });
}

function useShipmentChange(endpoint: typeof shipmentsApi.accept | typeof shipmentsApi.cancel | typeof shipmentsApi.submitBox, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, shipmentId }: { sessionId: number; shipmentId: number }) =>
      sellerClient.call(endpoint, { params: { sessionId, shipmentId } }),
    onSuccess: (shipment) => {
      replaceShipment(queryClient, shipment);
      showToast(`${shipment.name}: ${done}`, 'success');
    },
  });
}

export const useSubmitBoxContents = () => useShipmentChange(shipmentsApi.submitBox, 'box contents submitted.');
export const useAcceptShipment = () => useShipmentChange(shipmentsApi.accept, 'accepted.');
export const useCancelShipment = () => useShipmentChange(shipmentsApi.cancel, 'cancelled.');

/** Takes the whole submission back: shipments and boxes are deleted and the session is open again. */
export function useTakeBackSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => sellerClient.call(shipmentsApi.removeAll, { params: { sessionId } }),
    onSuccess: (_summary, sessionId) => {
      void queryClient.invalidateQueries({ queryKey: listerKeys.session(sessionId) });
      void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists() });
      showToast('The submission was taken back: the session is open again.', 'success');
    },
  });
}

/**
 * Asks the partnered carrier for LTL freight (spec 4: only the partnered carrier). The caller shows
 * a refusal beside the form, so it handles the error itself.
 */
export function useSaveLtl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, shipmentId, details }: { sessionId: number; shipmentId: number; details: LtlDetailsInput }) =>
      sellerClient.call(shipmentsApi.saveLtl, { params: { sessionId, shipmentId }, body: details }, { errors: 'caller' }),
    onSuccess: (ltl, { sessionId, shipmentId }) => {
      queryClient.setQueryData(listerKeys.ltl(sessionId, shipmentId), ltl);
      showToast('LTL freight requested from the partnered carrier.', 'success');
    },
  });
}
