import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';

const BATCH = 5000;

/**
 * Deletes the rows of `table` that `where` picks, a batch at a time, each batch its own statement, so
 * that a first clean-up of a large table holds no long lock and no long transaction; answers how many.
 * Rows are picked by their physical address (ctid, a TID scan) unless the table is partitioned, where
 * a ctid names a row only within its partition: then by `key`, its primary key.
 */
export async function deleteInBatches(db: Executor, table: string, where: SQL, key?: string[]): Promise<number> {
  const name = sql.raw(table);
  const picked = key
    ? sql`(${sql.raw(key.join(', '))}) IN (SELECT ${sql.raw(key.join(', '))} FROM ${name} WHERE ${where} LIMIT ${BATCH})`
    : sql`ctid = ANY(ARRAY(SELECT ctid FROM ${name} WHERE ${where} LIMIT ${BATCH}))`;
  let removed = 0;
  for (;;) {
    const result = (await db.execute(sql`DELETE FROM ${name} WHERE ${picked} RETURNING 1`)) as unknown as { rows: unknown[] };
    removed += result.rows.length;
    if (result.rows.length < BATCH) return removed;
  }
}
