import pg from 'pg';

/**
 * The advisory lock key under which a Folio process prepares a PostgreSQL database (migrations, the
 * job queue's schema, the demo seed). Any number, the same in every version: 'F0110' in hex.
 */
export const PREPARE_LOCK_KEY = 0xf0110;

/**
 * Runs `work` while holding the preparation lock, on a connection of its own (a session lock lives
 * as long as its connection; the pool's connections come and go). Several instances started at once
 * on one database then prepare it one after another: the first migrates, the others find nothing left
 * to do. A process killed while it holds the lock loses its connection, and the lock with it.
 */
export async function withPrepareLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'folio prepare lock' });
  // Errors of an idle connection would otherwise end the process; the lock is then gone anyway.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases its locks; no unlock statement is needed.
    await client.end().catch(() => undefined);
  }
}
