import type PgBoss from 'pg-boss';

/**
 * What the rest of the server knows of the job queue: sending a job by its kind's name, and the
 * running queue's handle. It names no job: the list of jobs is composed where a process starts
 * (server/allJobs.ts, imported by main.ts, worker.ts and the test servers), so a module's job
 * depends on this interface and never on the list that includes it.
 */

export interface SendOptions {
  /** With a `short` policy, a second send while one job with this key waits is dropped (answers null). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/**
 * What a service needs of the queue. The payload is checked against the job's schema when sent;
 * each job's module exports a typed sender for it (e.g. sendStockReport), so callers rarely use this.
 */
export interface JobSender {
  /** Queues a job; its id, or null when a `short` queue already holds one with the same singletonKey. */
  send(name: string, payload: unknown, options?: SendOptions): Promise<string | null>;
}

export interface AppJobQueue extends JobSender {
  /** The kinds of job this queue sends (and works, in a working process). */
  readonly names: readonly string[];
  /**
   * Stops fetching; running handlers are told to stop (their signal aborts) and end at their next safe
   * point, and their jobs, with the rest of the batch in hand, go back to the queue for the next worker
   * without counting an attempt (handBack.ts). `abandon` leaves them running, as a crash would.
   */
  stop(options?: { abandon?: boolean }): Promise<void>;
  boss: PgBoss;
}

/** For an app built without a queue (most tests): sending is a mistake worth a clear message. */
export const noJobQueue: AppJobQueue = {
  names: [],
  send: () => Promise.reject(new Error('No job queue was started for this app (buildApp without queueDatabase)')),
  stop: async () => undefined,
  get boss(): never {
    throw new Error('No job queue was started for this app');
  },
};
