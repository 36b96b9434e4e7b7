import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the server suite runs on, and where its template is. */
    testDatabase: { driver: 'pglite'; templateFile: string } | { driver: 'postgres'; adminUrl: string; template: string };
  }
}

export const POSTGRES_TEMPLATE = 'folio_template';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file, copied from the migrated and seeded template that the
 * global setup made once: loading a PGlite dump or `CREATE DATABASE ... TEMPLATE` takes well under
 * a second, where migrating and seeding again would take several.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const target = inject('testDatabase');
  if (target.driver === 'pglite') {
    const dump = await readFile(target.templateFile);
    return openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(target.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`),
  );
  // Dropping the database below ends connections the pool is still closing; that is expected here.
  const url = databaseUrl(target.adminUrl, name);
  const handle = await openDatabase({ driver: 'postgres', url, onConnectionError: () => undefined });
  return {
    ...handle,
    /** For another process to reach the same database (the worker kill test). */
    url,
    close: async () => {
      await handle.close();
      await withAdminClient(target.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
