import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AppJobQueue } from './jobs/queueInterface';
import type { Mailer } from './mail/mailer';
import type { Marketplace } from './marketplace/marketplace';
import type { PaymentProcessor } from './payments/processor';

export type Clock = () => Date;

/** What every service may use; tests replace the clock, the mailer, the marketplace and the card processor. */
export interface AppDeps {
  /** Inside a call that carries an Idempotency-Key, this is the call's transaction. */
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  clock: Clock;
  marketplace: Marketplace;
  /** Cards and charges (server/payments): the simulator unless another processor is given. */
  payments: PaymentProcessor;
  /** Long or scheduled work goes here, never onto a timer in the web process (server/jobs). */
  jobs: AppJobQueue;
}
