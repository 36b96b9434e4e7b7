import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database';
import type { AnyJobDefinition, JobContext, JobDefinition, JobDeps } from './defineJob';
import { WORKER_STOPPING } from './handBack';
import { defineQueues } from './defineQueues';
import { failJobsOfEndedWorkers, startJobHolds, SWEEP_INTERVAL_MS, type JobHolds } from './jobHolds';
import { requeueOrphanedJobs } from './orphanedJobs';
import type { AppJobQueue, SendOptions } from './queueInterface';
import { QUEUE_SCHEMA, queueSql } from './queueSql';
import { workJob, type JobObserver } from './workJob';
import { startWorkLoop, type WorkLoop } from './workLoop';

export type { AnyJobDefinition };
type PayloadOf<Jobs extends readonly AnyJobDefinition[], Name> =
  Extract<Jobs[number], { name: Name }> extends JobDefinition<string, infer Payload> ? Payload : never;

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
  /**
   * PostgreSQL's URL, for a process that works jobs beside others: it holds each job in hand under a
   * lock that ends with the process, and retries within seconds the jobs of a worker that died
   * (jobHolds.ts) rather than at their expiry.
   */
  holdJobsOn?: string;
  onError?: (error: Error) => void;
  /** Told of each job this process works: its kind, outcome and seconds (server/ops/metrics.ts). */
  onJobEnded?: JobObserver;
}

/** The queue as its starter sees it: sends typed by the list of jobs it was started with. */
export interface JobQueue<Jobs extends readonly AnyJobDefinition[]> extends Omit<AppJobQueue, 'send'> {
  /** Queues a job; its id, or null when a `short` queue already holds one with the same singletonKey. */
  send<Name extends Jobs[number]['name']>(name: Name, payload: PayloadOf<Jobs, Name>, options?: SendOptions): Promise<string | null>;
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
  await defineQueues(boss, options.jobs, working);

  const loops = new Map<string, WorkLoop>();
  const running = new Set<AbortController>();
  let holds: JobHolds | undefined;
  let sweep: NodeJS.Timeout | undefined;
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
    if (options.holdJobsOn) {
      // Lost, the locks are gone: other workers will retry these jobs, so they stop at their next safe point.
      holds = await startJobHolds(options.holdJobsOn, {
        onLost: (error) => {
          onError(error);
          for (const controller of running) controller.abort(error);
        },
      });
      const names = [...byName.keys()];
      const fail = (name: string, id: string) => boss.fail(name, id, { message: 'the worker holding the job ended' });
      sweep = setInterval(() => void failJobsOfEndedWorkers(sql, fail, names).catch(onError), SWEEP_INTERVAL_MS);
      sweep.unref();
    }
    for (const job of options.jobs) {
      const workOne = (fetched: PgBoss.JobWithMetadata<unknown>) => workJob(boss, job, fetched, deps, { running, send: send as JobContext['send'], observe: options.onJobEnded });
      const loop = startWorkLoop({ boss, name: job.name, batchSize: job.settings.batchSize, pollingIntervalSeconds, workOne, onError, ...(holds ? { holds } : {}) });
      loops.set(job.name, loop);
    }
  }

  return {
    boss,
    names: [...byName.keys()],
    send,
    async stop(stopOptions = {}) {
      clearInterval(sweep);
      if (stopOptions.abandon) {
        // As a crash would, the handlers go on; their jobs go back to the queue for the next worker.
        for (const [name, loop] of loops) {
          for (const id of loop.abandon()) await boss.fail(name, id, { message: 'the worker ended while the job was active' });
        }
      } else {
        for (const controller of running) controller.abort(WORKER_STOPPING);
        await Promise.all([...loops.values()].map((loop) => loop.stop()));
      }
      await boss.stop({ graceful: false, close: false });
      await sql.drained();
      await holds?.stop();
    },
  };
}
