import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yieldToEventLoop } from '../../eventLoop/timeSlices';
import type { SkuChange } from './planChanges';

/**
 * The changes of one file, written in one transaction: all of them or, when anything fails, none.
 * They go in batches, each one statement (the rows as one JSON text, read with json_to_recordset:
 * no parameter limit, one parse in the database): an upsert of the SKUs' overrides that touches only
 * the fields each row changes, and a MANUAL history point for each new price. A price the seller
 * sets is also the SKU's reference price (percentage default bounds rest on it). The stock index
 * notices the overrides' newer updated_at and rebuilds on its next read.
 *
 * The file is one transaction because the seller asked for all of it or none: split into several,
 * a failure halfway would leave half a file applied. Between batches the event loop is given back,
 * so on PostgreSQL other requests go on beside the write. On PGlite the open transaction holds the
 * database, and requests that read it wait for the write to end (about 3 s for 100,000 changed
 * prices); the rest of their work (and requests that need no database) still goes on.
 */

export const APPLY_BATCH_ROWS = 1000;

const rowOf = (change: SkuChange) => ({
  s: change.sku,
  p: change.price ?? null,
  b: change.bounds !== undefined,
  mn: change.bounds?.minPrice ?? null,
  mx: change.bounds?.maxPrice ?? null,
  n: change.note ?? null,
  l: change.location ?? null,
});

export async function applyChanges(db: Database, sellerId: number, at: Date, changes: readonly SkuChange[], batchRows = APPLY_BATCH_ROWS) {
  await db.transaction(async (tx) => {
    for (let start = 0; start < changes.length; start += batchRows) {
      const rows = JSON.stringify(changes.slice(start, start + batchRows).map(rowOf));
      await tx.execute(sql`
        WITH input AS (
          SELECT * FROM json_to_recordset(${rows}::json) AS x(s text, p integer, b boolean, mn integer, mx integer, n text, l text)
        ), saved AS (
          INSERT INTO stock_overrides (seller_id, sku, price, reference_price, bounds_set, min_price, max_price, note, location, updated_at)
          SELECT ${sellerId}::integer, s, p, p, b, mn, mx, n, l, clock_timestamp() FROM input
          ON CONFLICT (seller_id, sku) DO UPDATE SET
            price = coalesce(excluded.price, stock_overrides.price),
            reference_price = coalesce(excluded.reference_price, stock_overrides.reference_price),
            bounds_set = stock_overrides.bounds_set OR excluded.bounds_set,
            min_price = CASE WHEN excluded.bounds_set THEN excluded.min_price ELSE stock_overrides.min_price END,
            max_price = CASE WHEN excluded.bounds_set THEN excluded.max_price ELSE stock_overrides.max_price END,
            note = coalesce(excluded.note, stock_overrides.note),
            location = coalesce(excluded.location, stock_overrides.location),
            updated_at = excluded.updated_at
        )
        INSERT INTO price_history (seller_id, sku, at, price, source)
        SELECT ${sellerId}::integer, s, ${at.toISOString()}::timestamptz, p, 'MANUAL' FROM input WHERE p IS NOT NULL
      `);
      await yieldToEventLoop();
    }
  });
}
