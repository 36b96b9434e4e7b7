import { sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { sqlRows } from '../sqlRows';

/**
 * Rows into a table in one statement, however many: they travel as one JSON array that the table's
 * own row type reads (jsonb_populate_recordset), so a seed of thousands of rows costs a round trip
 * per table rather than per row. Keys are the table's column names; the first row's keys name the
 * columns written (the others keep their defaults). With `ids`, the rows carry their identity ids
 * and the identity moves past the largest, so later inserts go on from there.
 */
export async function insertRows(db: Executor, table: string, rows: readonly Record<string, unknown>[], { ids = false } = {}) {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.identifier(column)), sql`, `);
  await db.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${columns}) ${ids ? sql`OVERRIDING SYSTEM VALUE` : sql``}
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)
  `);
  if (ids) await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
}

/** The largest id a table holds (0 when empty): where rows given their own ids start. */
export async function lastId(db: Executor, table: string): Promise<number> {
  const [row] = await sqlRows<{ last: number }>(db, sql`SELECT coalesce(max(id), 0)::integer AS last FROM ${sql.identifier(table)}`);
  return row!.last;
}
