import { z } from 'zod';
import { defineJob, type JobDeps } from '../../jobs/defineJob';
import { HOUSEKEEPING_TASKS, type HousekeepingTask } from './tasks';

/** Runs every task, one after another; one that fails does not keep the others from their work. */
export async function runHousekeeping(deps: Pick<JobDeps, 'db' | 'clock'>, signal?: AbortSignal, tasks: HousekeepingTask[] = HOUSEKEEPING_TASKS) {
  const removed: Record<string, number> = {};
  const failures: string[] = [];
  for (const task of tasks) {
    signal?.throwIfAborted();
    try {
      removed[task.name] = await task.remove(deps.db, deps.clock());
    } catch (error) {
      failures.push(`${task.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Housekeeping failed for ${failures.join('; ')}`);
  return removed;
}

/** Hourly, at 23 minutes past (UTC), from whichever worker fetches it; the output says what each task removed. */
export const housekeepingJob = defineJob('housekeeping', z.object({}), (_payload, { deps, signal }) => runHousekeeping(deps, signal), {
  cron: '23 * * * *',
  policy: 'short',
  retryLimit: 1,
  retryDelaySeconds: 300,
});
