import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { refuseNewerDatabase } from './newerDatabase';
import * as schema from './schema';

/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query surface; services take either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Plain SQL with an optional parameter list, for the job queue (server/jobs/queueSql.ts). */
/** The driver's own client under a drizzle database: a pg.Pool on PostgreSQL, a PGlite on PGlite. */
export const driverClientOf = (db: Database): unknown => (db as unknown as { $client?: unknown }).$client;

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A PostgreSQL pool's connections (node-postgres's counts and its max). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one file (a tar), to start test databases from and for backups. */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** PostgreSQL only: the pool's use, for the metrics. */
  poolStats?(): PoolStats;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

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
    // node-postgres runs parameterless text as one simple query, several statements included.
    const executeSql: ExecuteSql = (text, values) => pool.query(text, values);
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      executeSql,
      migrate: async () => {
        await refuseNewerDatabase(executeSql, migrationsFolder);
        await migratePostgres(db, { migrationsFolder });
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  const executeSql: ExecuteSql = (text, values) => runPgliteSql(client, text, values);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    executeSql,
    migrate: async () => {
      await refuseNewerDatabase(executeSql, migrationsFolder);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
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
