import type PgBoss from 'pg-boss';
import { QUEUE_SCHEMA, type QueueSql } from './queueSql';

/**
 * Fails into a retry every job of these queues that is still marked active. Only for PGlite, where
 * this process is the only one that can have the folder open, so no live worker holds such a job:
 * it was running when the process was killed. (On PostgreSQL other workers may be running them; there
 * the job's expireInSeconds and the queue maintenance of any live worker do the same.)
 */
export async function requeueOrphanedJobs(boss: PgBoss, sql: QueueSql, names: string[]): Promise<number> {
  const { rows } = await sql.executeSql(
    `SELECT name, id FROM ${QUEUE_SCHEMA}.job WHERE state = 'active' AND name = ANY($1::text[])`,
    [names],
  );
  for (const row of rows as { name: string; id: string }[]) {
    await boss.fail(row.name, row.id, { message: 'the worker ended while the job was active' });
  }
  return rows.length;
}
