import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** The rows of a plain SQL query: both drivers answer execute() with { rows }, which drizzle's types leave unknown. */
export async function sqlRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
