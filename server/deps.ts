import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

export type Clock = () => Date;

/** What every service may use; tests replace the clock and the mailer. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  clock: Clock;
}
