import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database';
import { QUEUE_SCHEMA, queueSql } from './queueSql';

/**
 * Installs pg-boss's schema, or brings it to the installed pg-boss version, as one step of preparing
 * the database (after our migrations), so the test template already holds it and workers start with
 * `migrate: false`. pg-boss's own installer is used rather than a copy of its SQL in our migrations:
 * it keeps a version table of its own and knows how to move from any of its versions to the next,
 * under an advisory lock, so an upgrade of the package needs no migration written by hand.
 */
export async function installJobQueue(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: queueSql(executeSql), schema: QUEUE_SCHEMA, migrate: true, supervise: false, schedule: false });
  boss.on('error', (error: Error) => console.error(`Job queue installation: ${error.message}`));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
