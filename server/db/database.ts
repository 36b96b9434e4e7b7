import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query surface; services take either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Plain SQL with an optional parameter list, for the job queue (server/jobs/queueSql.ts). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one file, to start test databases from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseLocation =
  | { driver: 'postgres'; url: string; onConnectionError?: (error: Error) => void }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** PGlite (Postgres in WebAssembly) in a folder by default; a PostgreSQL server when a URL is given. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // A pooled connection that the server closes (a restart, an administrator) emits an error; the
    // pool replaces the connection, and without a listener that error would stop the process.
    pool.on('error', location.onConnectionError ?? ((error) => console.error(`PostgreSQL connection lost: ${error.message}`)));
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      // node-postgres runs parameterless text as one simple query, several statements included.
      executeSql: (text, values) => pool.query(text, values),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    executeSql: (text, values) => runPgliteSql(client, text, values),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite's query() takes one statement; pg-boss sends several at once (BEGIN; ...; COMMIT) without
 * parameters, which exec() runs. The rows asked for are those of the last statement.
 */
async function runPgliteSql(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
  const results = await client.exec(text);
  return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
}
