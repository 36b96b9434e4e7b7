import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { runs } from '../db/schema';
import { yieldToEventLoop } from '../eventLoop/timeSlices';

export type Run = typeof runs.$inferSelect;

export interface BatchSteps<Item> {
  /** Items per batch; with batchMs, the most a batch takes. */
  batchSize: number;
  /**
   * When set, batches are sized to take about this long to write: a batch's transaction holds the
   * database (on PGlite, the one thread too), so a request that comes meanwhile waits that long.
   * The size follows the time the last batch took, from a few items up to batchSize. A function is
   * asked before each batch (shorter while requests are coming).
   */
  batchMs?: number | (() => number);
  /** The next items after `cursor` (null: from the start); none means the run is done. Read outside the write transaction. */
  loadBatch(cursor: string | null, limit: number): Promise<Item[]>;
  /**
   * Writes one batch and answers the cursor after it. Use `tx` only: on PGlite the plain database waits
   * for this transaction to end, and writes made elsewhere would not roll back with the batch.
   */
  applyBatch(tx: Executor, items: Item[]): Promise<string>;
  /** The run's summary, written with DONE. */
  summarize?(tx: Executor, run: Run): Promise<unknown>;
}

/** The run's row, locked until the transaction ends: whoever holds it is the only one advancing the run. */
async function lockRun(tx: Executor, runId: number): Promise<Run> {
  const [run] = await tx.select().from(runs).where(eq(runs.id, runId)).for('update');
  if (!run) throw new Error(`Run ${runId} does not exist`);
  return run;
}

/** QUEUED (or RUNNING again after a crash) becomes RUNNING; a PAUSED, DONE or FAILED run is left as it is. */
async function claimRun(db: Database, runId: number): Promise<Run> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (run.state !== 'QUEUED' && run.state !== 'RUNNING') return run;
    const [claimed] = await tx
      .update(runs)
      .set({ state: 'RUNNING', startedAt: sql`coalesce(${runs.startedAt}, now())` })
      .where(eq(runs.id, runId))
      .returning();
    return claimed!;
  });
}

/**
 * Works a run from its cursor to the end, one transaction per batch: the batch's writes, the cursor's
 * advance and the progress count commit together, so a process killed at any point leaves every item
 * either applied with the cursor past it or not applied with the cursor before it. Items are read
 * before the transaction (they may take long to gather) and applied only if the run's cursor is
 * still the one they were read from: a second worker on the same run (a double start, a job retried
 * while the first still ran) then reads again instead of applying a batch twice.
 * Returns the run as it ended: DONE, or PAUSED; throws the signal's reason when told to stop.
 */
export async function processInBatches<Item>(
  db: Database,
  runId: number,
  steps: BatchSteps<Item>,
  options: { signal?: AbortSignal } = {},
): Promise<Run> {
  let run = await claimRun(db, runId);
  const sizer = batchSizer(steps);
  while (run.state === 'RUNNING') {
    options.signal?.throwIfAborted();
    const cursor = run.cursor;
    const items = await steps.loadBatch(cursor, sizer.size);
    const started = performance.now();
    run = await db.transaction(async (tx) => {
      const current = await lockRun(tx, runId);
      if (current.state !== 'RUNNING' || current.cursor !== cursor) return current;
      if (items.length === 0) {
        const summary = steps.summarize ? await steps.summarize(tx, current) : current.summary;
        const [finished] = await tx
          .update(runs)
          .set({ state: 'DONE', finishedAt: sql`now()`, summary, error: null })
          .where(eq(runs.id, runId))
          .returning();
        return finished!;
      }
      const next = await steps.applyBatch(tx, items);
      const [advanced] = await tx
        .update(runs)
        .set({ cursor: next, done: sql`${runs.done} + ${items.length}` })
        .where(eq(runs.id, runId))
        .returning();
      return advanced!;
    });
    sizer.took(items.length, performance.now() - started);
    // The requests that came during the batch go first (on PGlite they could not run beside it).
    await yieldToEventLoop();
  }
  return run;
}

/** Where an adaptive size starts, before the first batch has said what an item costs. */
const FIRST_ADAPTIVE_SIZE = 16;

/** The size of the next batch: fixed, or (with batchMs) following the time per item of the last one. */
function batchSizer({ batchSize, batchMs }: Pick<BatchSteps<unknown>, 'batchSize' | 'batchMs'>) {
  let size = batchMs === undefined ? batchSize : Math.min(batchSize, FIRST_ADAPTIVE_SIZE);
  return {
    get size() {
      return size;
    },
    took(items: number, ms: number) {
      if (batchMs === undefined || items < size) return;
      const target = typeof batchMs === 'function' ? batchMs() : batchMs;
      // At most doubling at a time: one quick batch (a warm cache, a pause of the collector) says little.
      const fitting = ms > 0 ? Math.floor((size * target) / ms) : 2 * size;
      size = Math.max(1, Math.min(batchSize, 2 * size, fitting));
    },
  };
}
