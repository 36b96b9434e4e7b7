import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { runs } from '../db/schema';
import { asSeller } from '../marketplace/sellerScope';
import { defineJob, type JobContext, type JobDeps, type JobSettings } from './defineJob';
import type { AnyJobDefinition, JobQueue } from './jobQueue';
import { processInBatches, type BatchSteps, type Run } from './processInBatches';

const runPayload = z.object({ runId: z.number().int().positive() });

/** The queue key of a run's job: at most one job per run waits at a time (the `short` policy). */
export const runJobKey = (runId: number) => `run-${runId}`;

export interface RunJobHooks {
  /**
   * Work before the batches that may take longer than one attempt should (fetching what the run
   * needs under a marketplace's rate limits): 'again' ends this attempt without failing it and
   * sends the job once more, to go on where it left off.
   */
  prepare?: (run: Run, context: JobContext) => Promise<'ready' | 'again'>;
  /**
   * What follows a DONE run (e.g. sending another job). Called by the attempt that finished the run
   * and again by any later attempt of its job (a retry after a crash between the two, which finds
   * the run DONE), so it must be idempotent; when it throws, the job fails into such a retry.
   */
  afterDone?: (run: Run, context: JobContext) => Promise<unknown>;
}

/**
 * A job that works one run in batches (processInBatches). A failure is retried from the run's cursor;
 * when the last attempt fails, the run is FAILED with the error, so the seller sees why.
 */
export function defineRunJob<const Name extends string, Item>(
  name: Name,
  /** The run's steps; `signal` is the job's, for long work inside a step (it ends at its next slice). */
  stepsFor: (run: Run, deps: JobDeps, signal: AbortSignal) => BatchSteps<Item>,
  settings: Partial<JobSettings> = {},
  hooks: RunJobHooks = {},
) {
  return defineJob(
    name,
    runPayload,
    async ({ runId }, context) => {
      const { deps, retryCount, retryLimit, signal } = context;
      try {
        const [run] = await deps.db.select().from(runs).where(eq(runs.id, runId));
        if (!run) throw new Error(`Run ${runId} does not exist`);
        // The run works for its seller: marketplace calls inside use their authorisation.
        return await asSeller(run.sellerId, async () => {
          const open = run.state === 'QUEUED' || run.state === 'RUNNING';
          if (open && hooks.prepare && (await hooks.prepare(run, context)) === 'again') {
            await context.send(name, { runId } as never, { singletonKey: runJobKey(runId) });
            return { runId, state: 'PREPARING', done: run.done };
          }
          const ended = await processInBatches(deps.db, runId, stepsFor(run, deps, signal), { signal });
          if (ended.state === 'DONE') await hooks.afterDone?.(ended, context);
          return { runId, state: ended.state, done: ended.done };
        });
      } catch (error) {
        const stopping = signal.aborted;
        if (retryCount >= retryLimit && !stopping) await markRunFailed(deps.db, runId, error);
        throw error;
      }
    },
    { policy: 'short', ...settings },
  );
}

async function markRunFailed(db: Database, runId: number, error: unknown) {
  await db
    .update(runs)
    .set({ state: 'FAILED', error: error instanceof Error ? error.message : String(error), finishedAt: sql`now()` })
    .where(and(eq(runs.id, runId), notInArray(runs.state, ['DONE', 'FAILED'])));
}

/** Records a QUEUED run and sends its job; the run's id is what the seller's screens follow. */
export async function startRun<Jobs extends readonly AnyJobDefinition[]>(
  queue: JobQueue<Jobs>,
  db: Database,
  jobName: Jobs[number]['name'],
  run: { sellerId: number; kind: string; total?: number },
): Promise<Run> {
  const [created] = await db.insert(runs).values({ sellerId: run.sellerId, kind: run.kind, total: run.total ?? null }).returning();
  // Every run job's payload is { runId } (defineRunJob); the name alone cannot tell TypeScript so.
  await queue.send(jobName, { runId: created!.id } as never, { singletonKey: runJobKey(created!.id) });
  return created!;
}
