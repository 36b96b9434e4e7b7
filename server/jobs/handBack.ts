import type PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from './queueSql';

/** The reason a stopping worker aborts its handlers with: what they were doing is handed back, not failed. */
export const WORKER_STOPPING = new Error('the worker is stopping');

/**
 * Puts a job this worker holds back in the queue for the next worker, at once and without counting
 * an attempt: a process stopped for a deploy or a scale-down is no failure of the job, and a job on
 * its last attempt failed here would be lost (pg-boss counts an attempt when it fetches a job that
 * had started, hence started_on is cleared). A run's job resumes from the run's cursor.
 */
export async function handBackJob(boss: PgBoss, name: string, id: string): Promise<void> {
  await boss.getDb().executeSql(
    `UPDATE ${QUEUE_SCHEMA}.job SET state = 'retry', started_on = NULL, start_after = now()
     WHERE name = $1 AND id = $2 AND state = 'active'`,
    [name, id],
  );
}
