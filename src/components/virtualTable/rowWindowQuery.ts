import type { QueryClient } from '@tanstack/react-query';

/**
 * A window of rows as react-query asks for it. Apart from useRowWindows so that a route's loader
 * can start the first window without taking the hook (and its share of react-query) into the
 * first page's JavaScript.
 */

export interface RowWindow<Row> {
  rows: Row[];
  /** Every row the query matches. */
  total: number;
}

export interface RowWindowsOptions<Row> {
  /** The query's identity: a change (a filter, a sort) starts over from the top. */
  queryKey: readonly unknown[];
  /** Rows per request. */
  windowSize: number;
  fetchWindow: (offset: number, limit: number) => Promise<RowWindow<Row>>;
}

/** One window's query: the hook and {@link prefetchFirstWindow} build it alike, so they share the cache entry. */
export function windowQuery<Row>({ queryKey, windowSize, fetchWindow }: RowWindowsOptions<Row>, index: number) {
  return {
    queryKey: [...queryKey, 'window', windowSize, index],
    queryFn: () => fetchWindow(index * windowSize, windowSize),
  };
}

/**
 * Starts loading a list's first window before its screen renders (from a route's loader): the
 * request then travels while the screen's code loads and paints, instead of after.
 */
export function prefetchFirstWindow<Row>(queryClient: QueryClient, options: RowWindowsOptions<Row>) {
  void queryClient.prefetchQuery(windowQuery(options, 0));
}
