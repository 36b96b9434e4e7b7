import { sql } from 'drizzle-orm';
import type { ExecuteSql, Executor } from '../db/database';
import type { JobSettings } from '../jobs/defineJob';
import { defineRunJob } from '../jobs/runJob';
import type { Run } from '../jobs/processInBatches';

/**
 * The example of a run in batches, for tests only: it copies the ids of `toy_items` into
 * `toy_applied`, one row per item applied, so counting rows shows whether any was applied twice.
 */
export async function createToyTables(executeSql: ExecuteSql, items: number): Promise<void> {
  await executeSql(`
    CREATE TABLE IF NOT EXISTS toy_items (id integer PRIMARY KEY);
    CREATE TABLE IF NOT EXISTS toy_applied (item integer NOT NULL, run_id integer NOT NULL);
    INSERT INTO toy_items SELECT generate_series(1, ${Number(items)}) ON CONFLICT DO NOTHING;
  `);
}

export interface ToyHooks {
  /** Called inside each batch's transaction after its writes: throwing here is a crash mid-batch. */
  afterApply?(tx: Executor, run: Run, items: number[]): Promise<void>;
  batchSize?: number;
  batchMs?: number | (() => number);
}

export function toyRunJob<const Name extends string>(name: Name, hooks: ToyHooks = {}, settings: Partial<JobSettings> = {}) {
  return defineRunJob(
    name,
    (run, deps) => ({
      batchSize: hooks.batchSize ?? 100,
      ...(hooks.batchMs === undefined ? {} : { batchMs: hooks.batchMs }),
      async loadBatch(cursor, limit) {
        const result = (await deps.db.execute(
          sql`SELECT id FROM toy_items WHERE id > ${Number(cursor ?? 0)} ORDER BY id LIMIT ${limit}`,
        )) as { rows: { id: number }[] };
        return result.rows.map((row) => row.id);
      },
      async applyBatch(tx, items) {
        await tx.execute(sql`INSERT INTO toy_applied (item, run_id) SELECT value::integer, ${run.id} FROM jsonb_array_elements(${JSON.stringify(items)}::jsonb)`);
        await hooks.afterApply?.(tx, run, items);
        return String(items.at(-1));
      },
      async summarize(tx) {
        const result = (await tx.execute(sql`SELECT count(*)::int AS applied FROM toy_applied WHERE run_id = ${run.id}`)) as {
          rows: { applied: number }[];
        };
        return { applied: result.rows[0]!.applied };
      },
    }),
    { retryDelaySeconds: 0, ...settings },
  );
}
