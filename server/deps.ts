import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { JobSender } from './jobs/jobQueue';
import type { Mailer } from './mail/mailer';
import type { Marketplace } from './marketplace/marketplace';

export type Clock = () => Date;

/** What every service may use; tests replace the clock, the mailer and the marketplace. */
export interface AppDeps {
  /** Inside a call that carries an Idempotency-Key, this is the call's transaction. */
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  clock: Clock;
  marketplace: Marketplace;
  /** The job queue, for work done in the background (repricing runs); absent where the app runs without one. */
  jobs?: JobSender;
}
