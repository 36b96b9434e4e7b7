import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database';

/** pg-boss's tables live in their own schema, next to ours, in the same database. */
export const QUEUE_SCHEMA = 'pgboss';

export interface QueueSql extends PgBoss.Db {
  /** Resolves when every statement pg-boss started has ended, so the database can close under none. */
  drained(): Promise<void>;
}

/**
 * pg-boss's `db` option over our own connection (PGlite's client or our node-postgres pool), so the
 * queue needs no connection settings of its own. pg-boss completes a job without awaiting the
 * statement; counting the statements in flight lets stop() wait for them before the database closes.
 */
export function queueSql(executeSql: ExecuteSql): QueueSql {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const statement = executeSql(text, values);
      inFlight.add(statement);
      const forget = () => void inFlight.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    async drained() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
