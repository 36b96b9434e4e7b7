import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database';
import type { JobContext, JobDefinition, JobDeps } from './defineJob';
import { requeueOrphanedJobs } from './orphanedJobs';
import { QUEUE_SCHEMA, queueSql } from './queueSql';
import { workJob } from './workJob';
import { startWorkLoop, type WorkLoop } from './workLoop';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of any payload
export type AnyJobDefinition = JobDefinition<string, any>;
type PayloadOf<Jobs extends readonly AnyJobDefinition[], Name> =
  Extract<Jobs[number], { name: Name }> extends JobDefinition<string, infer Payload> ? Payload : never;

export interface SendOptions {
  /** With a `short` policy, a second send while one job with this key waits is dropped (answers null). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** What a service needs of the queue: sending. */
export type JobSender = Pick<JobQueue<readonly AnyJobDefinition[]>, 'send'>;

export interface JobQueueOptions<Jobs extends readonly AnyJobDefinition[]> {
  executeSql: ExecuteSql;
  driver: 'pglite' | 'postgres';
  jobs: Jobs;
  /** Work the jobs in this process with these deps; without, this process only sends. */
  workWith?: JobDeps;
  /** How often an idle worker looks for jobs; a send in this process wakes it at once. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (a crashed worker's on PostgreSQL) are failed into a retry, and old ones archived. */
  maintenanceIntervalSeconds?: number;
  /**
   * Fail into a retry the jobs left active when this worker starts (a killed process's). Right where
   * one process alone works the queue, as on PGlite (the default there); on PostgreSQL, expiry does it.
   */
  takeOverActiveJobs?: boolean;
  onError?: (error: Error) => void;
}

export interface JobQueue<Jobs extends readonly AnyJobDefinition[]> {
  /** Queues a job; its id, or null when a `short` queue already holds one with the same singletonKey. */
  send<Name extends Jobs[number]['name']>(name: Name, payload: PayloadOf<Jobs, Name>, options?: SendOptions): Promise<string | null>;
  /**
   * Stops fetching; running handlers are told to stop (their signal aborts) and end at their next safe
   * point, failing into a retry that the next worker resumes. `abandon` leaves them running, as a crash would.
   */
  stop(options?: { abandon?: boolean }): Promise<void>;
  boss: PgBoss;
}

/** pg-boss over our database connection, with one worker per job kind when `workWith` is given. */
export async function startJobQueue<const Jobs extends readonly AnyJobDefinition[]>(
  options: JobQueueOptions<Jobs>,
): Promise<JobQueue<Jobs>> {
  const sql = queueSql(options.executeSql);
  const working = options.workWith !== undefined;
  const boss = new PgBoss({
    db: sql,
    schema: QUEUE_SCHEMA,
    migrate: false, // prepareDatabase installed it
    supervise: working,
    schedule: working,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  const onError = options.onError ?? ((error: Error) => console.error(`Job queue: ${error.message}`));
  boss.on('error', onError);
  await boss.start();
  const byName = new Map<string, AnyJobDefinition>(options.jobs.map((job) => [job.name, job]));
  for (const job of options.jobs) {
    const { retryLimit, retryDelaySeconds: retryDelay, expireInSeconds, policy } = job.settings;
    await boss.createQueue(job.name, { name: job.name, policy, retryLimit, retryDelay, expireInSeconds });
    // createQueue leaves an existing queue as it was: the definition in the code is the one that counts.
    await boss.updateQueue(job.name, { name: job.name, policy, retryLimit, retryDelay, expireInSeconds });
    // Schedules live in the database, one per queue: any working process keeps them as the code says.
    if (working && job.settings.cron) await boss.schedule(job.name, job.settings.cron, {}, { tz: 'UTC' });
    else if (working) await boss.unschedule(job.name);
  }

  const loops = new Map<string, WorkLoop>();
  const running = new Set<AbortController>();
  const send: JobQueue<Jobs>['send'] = async (name, payload, sendOptions = {}) => {
    const job = byName.get(name);
    if (!job) throw new Error(`No job is defined with the name ${name}`);
    const data = job.payload.parse(payload) as object;
    const id = await boss.send(name, data, {
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
    });
    if (id && sendOptions.startAfterSeconds) loops.get(name)?.notifyIn(sendOptions.startAfterSeconds * 1000);
    else if (id) loops.get(name)?.notify();
    return id;
  };
  if (options.workWith) {
    // One PGlite folder is open in one process only: a job it still calls active was left by a crash.
    if (options.takeOverActiveJobs ?? options.driver === 'pglite') await requeueOrphanedJobs(boss, sql, [...byName.keys()]);
    const deps = options.workWith;
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    for (const job of options.jobs) {
      const workOne = (fetched: PgBoss.JobWithMetadata<unknown>) => workJob(boss, job, fetched, deps, running, send as JobContext['send']);
      loops.set(job.name, startWorkLoop({ boss, name: job.name, batchSize: job.settings.batchSize, pollingIntervalSeconds, workOne, onError }));
    }
  }

  return {
    boss,
    send,
    async stop(stopOptions = {}) {
      if (stopOptions.abandon) {
        // As a crash would, the handlers go on; their jobs go back to the queue for the next worker.
        for (const [name, loop] of loops) {
          for (const id of loop.abandon()) await boss.fail(name, id, { message: 'the worker ended while the job was active' });
        }
      } else {
        for (const controller of running) controller.abort(new Error('the worker is stopping'));
        await Promise.all([...loops.values()].map((loop) => loop.stop()));
      }
      await boss.stop({ graceful: false, close: false });
      await sql.drained();
    },
  };
}
