import type PgBoss from 'pg-boss';
import type { JobContext, JobDefinition, JobDeps } from './defineJob';
import { handBackJob, WORKER_STOPPING } from './handBack';

export type JobOutcome = 'completed' | 'failed' | 'handed back';
/** Told how each job this worker took ended and how long it took (the metrics' job figures). */
export type JobObserver = (name: string, outcome: JobOutcome, seconds: number) => void;

/** Share of the job's expiry after which its handler is told to stop, before the queue gives up on it. */
const STOP_AT_SHARE_OF_EXPIRY = 0.9;

/**
 * Runs one fetched job and records its own outcome: fetched in a batch, each job still completes
 * (its handler's result is the job's output) or fails (into a retry while attempts remain) alone.
 * A handler ended by the worker's stop hands its job back instead (handBack.ts).
 */
export async function workJob(
  boss: PgBoss,
  definition: JobDefinition<string, unknown>,
  job: PgBoss.JobWithMetadata<unknown>,
  deps: JobDeps,
  worker: {
    /** The handlers running in this worker, which its stop aborts. */
    running: Set<AbortController>;
    send: JobContext['send'];
    observe?: JobObserver | undefined;
  },
): Promise<void> {
  const { running, send } = worker;
  const started = performance.now();
  const ended = (outcome: JobOutcome) => worker.observe?.(definition.name, outcome, (performance.now() - started) / 1000);
  const controller = new AbortController();
  running.add(controller);
  const timeUp = setTimeout(
    () => controller.abort(new Error('the job ran out of time')),
    job.expireInSeconds * 1000 * STOP_AT_SHARE_OF_EXPIRY,
  );
  try {
    const payload = definition.payload.parse(job.data);
    const output = await definition.handler(payload, {
      deps,
      jobId: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      signal: controller.signal,
      send,
    });
    await boss.complete(definition.name, job.id, asOutput(output));
    ended('completed');
  } catch (error) {
    if (controller.signal.reason === WORKER_STOPPING) {
      await handBackJob(boss, definition.name, job.id);
      return ended('handed back');
    }
    await boss.fail(definition.name, job.id, error instanceof Error ? error : { message: String(error) });
    ended('failed');
  } finally {
    clearTimeout(timeUp);
    running.delete(controller);
  }
}

/** pg-boss stores an object as the job's output; anything else is wrapped as { value }. */
function asOutput(output: unknown): object {
  return output !== null && typeof output === 'object' ? output : { value: output ?? null };
}
