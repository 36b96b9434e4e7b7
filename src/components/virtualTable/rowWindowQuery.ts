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
 * request then travels while the screen's code loads, instead of after. Given `waitMs`, the
 * promise settles when the window is in, or after that long at most: a loader that returns it
 * has the screen drawn once, with its rows, when they come that soon, rather than drawn empty
 * and again when they land (the second pass cost as much as the first); a slow reply still
 * finds the screen drawn, with its loading state. It never rejects: the screen shows a failure.
 */
export function prefetchFirstWindow<Row>(queryClient: QueryClient, options: RowWindowsOptions<Row>, waitMs = 0): Promise<void> {
  const loading = queryClient.prefetchQuery(windowQuery(options, 0));
  if (waitMs <= 0) return Promise.resolve();
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
