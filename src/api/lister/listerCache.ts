import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ItemPage, ListingItem, ListingSession, SessionSummary } from '~/contract/lister';
import { listerKeys } from './queries';

/**
 * Puts what the lister's replies say into the cache, so a screen shows the server's answer without
 * a second request: replies carry the session summary, and item changes the first item page.
 */
export function writeSessionSummary(queryClient: QueryClient, summary: SessionSummary) {
  queryClient.setQueryData<ListingSession>(listerKeys.session(summary.sessionId), (session) =>
    session ? { ...session, ...summary } : session,
  );
}

/** The first page replaces the list: a change moves its item to the top, so later pages shift. */
export function writeFirstItemPage(queryClient: QueryClient, sessionId: number, page: ItemPage) {
  queryClient.setQueryData<InfiniteData<ItemPage, string | null>>(listerKeys.items(sessionId), {
    pages: [page],
    pageParams: [null],
  });
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
