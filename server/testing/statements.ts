import { vi } from 'vitest';
import type { Database } from '../db/database';

/**
 * The statements the app sends through this database's own client (PGlite, or the PostgreSQL pool)
 * while `work` runs, as SQL text: how a test tells a call that reads from one that reads nothing.
 * A transaction's statements go through a client of their own and are not seen. The job queue's
 * housekeeping is left out: it runs on its own timers, whatever the test does.
 */
export async function statementsOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text)).filter((text) => !/pgboss/i.test(text));
  } finally {
    spy.mockRestore();
  }
}
