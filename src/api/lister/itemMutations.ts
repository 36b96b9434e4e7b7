import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsApi, type ItemDetailsInput, type ListingItem } from '~/contract/lister';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { writeFirstItemPage, writeItem, writeSessionSummary } from './listerCache';

/**
 * Inline saves of a session's items go one at a time, in the order made: min and max travel
 * together, so an older save applied after a newer one would undo it.
 */
const inlineSaves = (sessionId: number) => ({ id: `listing-${sessionId}-inline-saves` });

/** Min and max in cents; the server refuses a max below the min with a message the catalogue shows. */
export function useSetMinMax(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: inlineSaves(sessionId),
    mutationFn: ({ item, min, max }: { item: ListingItem; min: number | null; max: number | null }) =>
      sellerClient.call(itemsApi.setMinMax, { params: { sessionId, itemId: item.id }, body: { min, max } }),
    onSuccess: ({ item, sessionSummary }) => {
      writeItem(queryClient, item);
      writeSessionSummary(queryClient, sessionSummary);
    },
  });
}

export function useSetQuantity(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: inlineSaves(sessionId),
    mutationFn: ({ item, quantity }: { item: ListingItem; quantity: number }) =>
      sellerClient.call(itemsApi.setQuantity, {
        params: { sessionId, itemId: item.id },
        body: { quantity, ...(item.shipmentId ? { shipmentId: item.shipmentId } : {}) },
      }),
    onSuccess: ({ item, sessionSummary }) => {
      writeItem(queryClient, item);
      writeSessionSummary(queryClient, sessionSummary);
    },
  });
}

export function useUpdateItem(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, details }: { itemId: number; details: ItemDetailsInput }) =>
      sellerClient.call(itemsApi.update, { params: { sessionId, itemId }, body: details }),
    onSuccess: ({ itemPage, sessionSummary }) => {
      writeFirstItemPage(queryClient, sessionId, itemPage);
      writeSessionSummary(queryClient, sessionSummary);
      showToast('Item saved.', 'success');
    },
  });
}

export function useRemoveItem(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => sellerClient.call(itemsApi.remove, { params: { sessionId, itemId } }),
    onSuccess: ({ itemPage, sessionSummary }) => {
      writeFirstItemPage(queryClient, sessionId, itemPage);
      writeSessionSummary(queryClient, sessionSummary);
      showToast('Item removed from the session.', 'success');
    },
  });
}
