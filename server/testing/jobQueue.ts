import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { startJobQueue, type AnyJobDefinition, type JobQueueOptions } from '../jobs/jobQueue';
import { createSimulatedMarketplace } from '../marketplace/simulator';

/**
 * A job queue on a test database that polls as often as pg-boss allows and maintains every second,
 * so that retries and expiries happen within a test's time.
 */
export function startTestQueue<const Jobs extends readonly AnyJobDefinition[]>(
  database: DatabaseHandle,
  jobs: Jobs,
  options: { work?: boolean } & Partial<JobQueueOptions<Jobs>> = {},
) {
  const { work = true, ...overrides } = options;
  return startJobQueue({
    executeSql: database.executeSql,
    driver: database.driver,
    jobs,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    ...(work ? { workWith: { db: database.db, clock: () => new Date(), marketplace: createSimulatedMarketplace({ catalogSize: 100 }) } } : {}),
    ...overrides,
  });
}

/** A seller for runs to belong to. */
export async function insertSeller(database: DatabaseHandle): Promise<number> {
  const email = `runs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@folio.test`;
  const [user] = await database.db.insert(users).values({ email, passwordHash: 'x', firstName: 'Run', lastName: 'Seller' }).returning({ id: users.id });
  return user!.id;
}

/** Rows and distinct values of one integer column: equal counts mean nothing was applied twice. */
export async function countApplied(database: DatabaseHandle, table: string, column = 'item') {
  const { rows } = await database.executeSql(`SELECT count(*)::int AS rows, count(DISTINCT ${column})::int AS items FROM ${table}`);
  return { rows: Number(rows[0]!.rows), distinct: Number(rows[0]!.items) };
}
