import type PgBoss from 'pg-boss';
import type { AnyJobDefinition } from './defineJob';

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * Makes each job's queue as the code defines it, and, in a process that works jobs, its schedule.
 * The first time several processes start at once on a database (npm run cluster), they create the
 * queues together, and pg-boss's creation of one queue (a table attached to its partitioned job
 * table) can deadlock with another's: PostgreSQL then ends one of them, which tries again and finds
 * the queues made. Every step here is idempotent.
 */
export async function defineQueues(boss: PgBoss, jobs: readonly AnyJobDefinition[], working: boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      for (const job of jobs) await defineQueue(boss, job, working);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

async function defineQueue(boss: PgBoss, job: AnyJobDefinition, working: boolean) {
  const { retryLimit, retryDelaySeconds: retryDelay, expireInSeconds, policy } = job.settings;
  await boss.createQueue(job.name, { name: job.name, policy, retryLimit, retryDelay, expireInSeconds });
  // createQueue leaves an existing queue as it was: the definition in the code is the one that counts.
  await boss.updateQueue(job.name, { name: job.name, policy, retryLimit, retryDelay, expireInSeconds });
  // Schedules live in the database, one per queue: any working process keeps them as the code says.
  if (working && job.settings.cron) await boss.schedule(job.name, job.settings.cron, {}, { tz: 'UTC' });
  else if (working) await boss.unschedule(job.name);
}
