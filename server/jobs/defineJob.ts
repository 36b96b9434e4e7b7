import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { JobSender } from './queueInterface';

/**
 * What a handler may use: the services' deps, without the mailer's and config's test doubles in mind.
 * A worker given no card processor charges through the simulator over its own database, as the
 * server does (billing's jobs read it with `processorOf`).
 */
export type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'marketplace'> & Partial<Pick<AppDeps, 'payments'>>;

export interface JobContext {
  deps: JobDeps;
  jobId: string;
  /** Attempts before this one; the last attempt is the one where retryCount equals retryLimit. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the worker stops or the job's time is up: long work ends at its next safe point. */
  signal: AbortSignal;
  /** The queue's own send, for work that follows this job (a finished run's feed file). */
  send: JobSender['send'];
}

export interface JobSettings {
  /** Attempts after the first failure (pg-boss's retryLimit). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active this long is failed (and retried) by the queue's maintenance: a crashed worker's. */
  expireInSeconds: number;
  /**
   * Jobs fetched together, for many short jobs; each still succeeds or fails on its own, but the batch
   * as a whole must end within expireInSeconds. Runs keep 1.
   */
  batchSize: number;
  /** pg-boss's queue policy: `short` keeps one waiting job per singletonKey (a double click sends once). */
  policy: PgBoss.QueuePolicy;
  /** A cron expression (UTC): the processes that work jobs send one with an empty payload on this schedule. */
  cron?: string;
}

export interface JobDefinition<Name extends string = string, Payload = unknown> {
  name: Name;
  payload: z.ZodType<Payload>;
  handler: (payload: Payload, context: JobContext) => Promise<unknown>;
  settings: JobSettings;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of any payload
export type AnyJobDefinition = JobDefinition<string, any>;

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  batchSize: 1,
  policy: 'standard',
};

/** One kind of job: its queue name, the payload's schema (checked when sent and when worked), the handler. */
export function defineJob<const Name extends string, Payload>(
  name: Name,
  payload: z.ZodType<Payload>,
  handler: JobDefinition<Name, Payload>['handler'],
  settings: Partial<JobSettings> = {},
): JobDefinition<Name, Payload> {
  return { name, payload, handler, settings: { ...DEFAULT_JOB_SETTINGS, ...settings } };
}
