import pg from 'pg';
import { QUEUE_SCHEMA, type QueueSql } from './queueSql';

/**
 * How workers on PostgreSQL know that a job's worker has died. pg-boss only knows a job is active;
 * a worker killed with kill -9 leaves it so until its expiry (15 minutes for a repricing run), and
 * the seller's run waits that long. So each worker holds a PostgreSQL advisory lock per job it has
 * in hand, on a connection of its own: the lock lives exactly as long as that connection, which
 * the database ends as soon as the process is gone (its socket closes). Every few seconds each
 * worker looks for active jobs whose lock nobody holds and fails them into a retry, which the next
 * worker resumes (a run from its cursor: processInBatches applies each batch once whatever happens).
 *
 * A job is held from the moment it is fetched; one fetched less than HOLD_GRACE_SECONDS ago is left
 * alone, as its worker may be about to take the lock. A job's expiry stays as the last resort (a
 * host that vanishes without closing its connections is noticed only by TCP keepalive).
 */

/** The first key of every job lock: 'F0B5'. The second is the job id's hash. */
export const JOB_LOCK_CLASS = 0xf0b5;
/** A job fetched this recently may not be held yet. */
export const HOLD_GRACE_SECONDS = 10;
/** How often a worker looks for jobs whose worker has gone. */
export const SWEEP_INTERVAL_MS = 3_000;

export interface JobHolds {
  /** Holds the lock of each of these jobs until released. */
  take(ids: string[]): Promise<void>;
  release(id: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A connection of this process that holds its jobs' locks. When it is lost, `onLost` is told (the
 * jobs in hand should stop, as other workers will soon retry them) and it connects again.
 */
export async function startJobHolds(url: string, options: { onLost: (error: Error) => void }): Promise<JobHolds> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `folio job holds ${process.pid}` });
    const lost = (error: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (!stopped) options.onLost(error);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('the connection holding this worker’s jobs ended')));
    await next.connect();
    client = next;
    return next;
  };
  await connect();
  const current = async () => client ?? (await connect());
  const lockArgs = 'SELECT $1::int, hashtext(id) FROM unnest($2::text[]) AS id';
  return {
    async take(ids) {
      if (ids.length === 0) return;
      // Never waits: a lock already held means another job's id has the same hash, and that job's
      // worker then stands for this one too (which at worst waits for its expiry, as before).
      await (await current()).query(`SELECT pg_try_advisory_lock(key, job) FROM (${lockArgs}) AS locks(key, job)`, [JOB_LOCK_CLASS, ids]);
    },
    async release(id) {
      await client?.query(`SELECT pg_advisory_unlock(key, job) FROM (${lockArgs}) AS locks(key, job)`, [JOB_LOCK_CLASS, [id]]);
    },
    async stop() {
      stopped = true;
      const ending = client;
      client = undefined;
      await ending?.end().catch(() => undefined);
    },
  };
}

/** Active jobs of these queues that no live worker holds: their worker died. Failed into a retry (or failed for good when none is left). */
export async function failJobsOfEndedWorkers(sql: QueueSql, fail: (name: string, id: string) => Promise<unknown>, names: string[]): Promise<number> {
  const { rows } = await sql.executeSql(
    `SELECT job.name, job.id FROM ${QUEUE_SCHEMA}.job AS job
      WHERE job.state = 'active' AND job.name = ANY($1::text[])
        AND job.started_on < now() - make_interval(secs => $3)
        AND NOT EXISTS (
          SELECT 1 FROM pg_locks AS held
           WHERE held.locktype = 'advisory' AND held.granted AND held.objsubid = 2
             AND held.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND held.classid = $2::int::oid AND held.objid = hashtext(job.id::text)::oid)`,
    [names, JOB_LOCK_CLASS, HOLD_GRACE_SECONDS],
  );
  for (const row of rows as { name: string; id: string }[]) await fail(row.name, row.id);
  return rows.length;
}
