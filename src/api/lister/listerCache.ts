import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ItemPage, ListingItem, ListingSession, SessionSummary } from '~/contract/lister';
import { listerCopies, listerKeys } from './queries';

/**
 * Puts what the lister's replies say into the cache, so a screen shows the server's answer without
 * a second request: replies carry the session summary, and item changes the first item page.
 */
export function writeSessionSummary(queryClient: QueryClient, summary: SessionSummary) {
  const session = queryClient.setQueryData<ListingSession>(listerKeys.session(summary.sessionId), (old) =>
    old ? { ...old, ...summary } : old,
  );
  if (session) keepCopy(listerCopies.session(summary.sessionId).save(session));
}

/** The device's copy follows the cache, so an offline reload shows what the seller last saw. */
function keepCopy(saving: Promise<void>) {
  void saving.catch(() => undefined);
}

/** The first page replaces the list: a change moves its item to the top, so later pages shift. */
export function writeFirstItemPage(queryClient: QueryClient, sessionId: number, page: ItemPage) {
  queryClient.setQueryData<InfiniteData<ItemPage, string | null>>(listerKeys.items(sessionId), {
    pages: [page],
    pageParams: [null],
  });
  keepCopy(listerCopies.firstItemPage(sessionId).save(page));
  // Searches may now answer differently; they refetch when next shown.
  void queryClient.invalidateQueries({
    queryKey: [...listerKeys.session(sessionId), 'items'],
    predicate: (query) => query.queryKey[4] !== '',
  });
}

/** Replaces one item wherever it is shown, keeping the page it is on. */
export function writeItem(queryClient: QueryClient, item: ListingItem) {
  queryClient.setQueriesData<InfiniteData<ItemPage, string | null>>(
    { queryKey: [...listerKeys.session(item.sessionId), 'items'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          content: page.content.map((existing) => (existing.id === item.id ? item : existing)),
        })),
      },
  );
}
