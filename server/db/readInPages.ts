import { yieldToEventLoop } from '../eventLoop/timeSlices';

/**
 * Reads a big result in pages, giving the event loop back between them. On PGlite a query runs in
 * this thread, and its whole result is parsed before anything else can run: 100,000 rows keep every
 * other request waiting for a second and more. A page of PAGE_ROWS is a few milliseconds.
 *
 * `readPage` reads the rows after `after` (the previous page's last row; undefined for the first
 * page), at most `limit` of them, in an order of a unique key it also filters on (keyset paging:
 * each page is an index range, however deep).
 */

export const PAGE_ROWS = 1000;

export async function readInPages<Row>(
  readPage: (after: Row | undefined, limit: number) => Promise<Row[]>,
  options: { pageRows?: number; signal?: AbortSignal } = {},
): Promise<Row[]> {
  const limit = options.pageRows ?? PAGE_ROWS;
  const rows: Row[] = [];
  for (;;) {
    const page = await readPage(rows.at(-1), limit);
    for (const row of page) rows.push(row);
    if (page.length < limit) return rows;
    options.signal?.throwIfAborted();
    await yieldToEventLoop();
  }
}
