import { sql } from 'drizzle-orm';
import { yieldToEventLoop } from '../eventLoop/timeSlices';
import type { Database, Executor } from './database';

/**
 * Reads a big result in pages, giving the event loop back between them. On PGlite a query runs in
 * this thread, and its whole result is decoded before anything else can run: about 20 µs a row of
 * a few columns, so 100,000 rows would keep every other request waiting for two seconds and more.
 * Pages are sized to take about PAGE_MS, from what the last one took.
 *
 * `readPage` reads the rows after `after` (the previous page's last row; undefined for the first
 * page), at most `limit` of them, in the order of a unique index it also filters on (keyset paging:
 * each page is a range of the index, however deep).
 *
 * That holds only if the page is read in the index's order. PGlite has no autovacuum: a table that
 * filled since it was last analyzed (a run's 100,000 overrides) has no statistics, the planner
 * guesses a few rows, and reads every row after the key to sort them, so each page costs as much as
 * the whole rest (14 s for 100,000 overrides). Each page is therefore read in a transaction of its
 * own with sorting switched off, which leaves the index's order as the plan.
 */

export const PAGE_MS = 10;
const FIRST_PAGE_ROWS = 250;
const MAX_PAGE_ROWS = 5000;

export async function readInPages<Row>(
  db: Database,
  readPage: (tx: Executor, after: Row | undefined, limit: number) => Promise<Row[]>,
  options: { pageRows?: number; signal?: AbortSignal } = {},
): Promise<Row[]> {
  let limit = options.pageRows ?? FIRST_PAGE_ROWS;
  const rows: Row[] = [];
  for (;;) {
    const started = performance.now();
    const after = rows.at(-1);
    const page = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return readPage(tx, after, limit);
    });
    const ms = performance.now() - started;
    for (const row of page) rows.push(row);
    if (page.length < limit) return rows;
    options.signal?.throwIfAborted();
    // A fixed size when asked for one; otherwise at most doubling at a time (one quick page says little).
    if (options.pageRows === undefined) limit = Math.max(50, Math.min(MAX_PAGE_ROWS, 2 * limit, Math.floor((limit * PAGE_MS) / Math.max(ms, 0.1))));
    await yieldToEventLoop();
  }
}
