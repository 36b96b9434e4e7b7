import type PgBoss from 'pg-boss';
import type { JobContext, JobDefinition, JobDeps } from './defineJob';

/** Share of the job's expiry after which its handler is told to stop, before the queue gives up on it. */
const STOP_AT_SHARE_OF_EXPIRY = 0.9;

/**
 * Runs one fetched job and records its own outcome: fetched in a batch, each job still completes
 * (its handler's result is the job's output) or fails (into a retry while attempts remain) alone.
 */
export async function workJob(
  boss: PgBoss,
  definition: JobDefinition<string, unknown>,
  job: PgBoss.JobWithMetadata<unknown>,
  deps: JobDeps,
  running: Set<AbortController>,
  send: JobContext['send'],
): Promise<void> {
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
  } catch (error) {
    await boss.fail(definition.name, job.id, error instanceof Error ? error : { message: String(error) });
  } finally {
    clearTimeout(timeUp);
    running.delete(controller);
  }
}

/** pg-boss stores an object as the job's output; anything else is wrapped as { value }. */
function asOutput(output: unknown): object {
  return output !== null && typeof output === 'object' ? output : { value: output ?? null };
}
