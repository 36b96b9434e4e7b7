import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsApi, type ListingItem } from '~/contract/lister';
import { sellerClient } from '../clients';
import { writeFirstItemPage, writeSessionSummary } from './listerCache';

/**
 * A scan took the first of several editions: swap it for the one in the seller's hands. The
 * wrong item goes, then the chosen edition comes in under the same code.
 */
export function useSwapEdition(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, bookId }: { item: ListingItem; bookId: string }) => {
      await sellerClient.call(itemsApi.remove, { params: { sessionId, itemId: item.id } });
      return sellerClient.call(itemsApi.add, { params: { sessionId }, body: { code: item.isbn13, bookId } });
    },
    onSuccess: (reply) => {
      writeFirstItemPage(queryClient, sessionId, reply.itemPage);
      writeSessionSummary(queryClient, reply.sessionSummary);
    },
  });
}
