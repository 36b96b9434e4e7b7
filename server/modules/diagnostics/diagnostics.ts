import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Diagnostics } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { appliedMigrations, knownMigrations } from '../../db/migrationJournal';
import type { AppDeps } from '../../deps';
import { QUEUE_SCHEMA } from '../../jobs/queueSql';

/**
 * What the staff's diagnostics page shows, read from the process, the database and the simulators.
 * Each part picks its figures one by one: nothing of the configuration is copied into the reply.
 */

type Rows<Row> = { rows: Row[] };
const rowsOf = async <Row>(db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<Row>).rows;
const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The build's record (scripts/build/buildInfo.ts) when the app was built, else package.json's version. */
async function serverPart(deps: Pick<AppDeps, 'config' | 'clock'>): Promise<Diagnostics['server']> {
  const built = await readJson<{ version: string; commit: string | null; builtAt: string }>(path.resolve(deps.config.distDir, 'build-info.json'));
  const version = built?.version ?? (await readJson<{ version: string }>(path.join(repositoryRoot, 'package.json')))?.version ?? 'unknown';
  const uptimeSeconds = Math.floor(process.uptime());
  const clock = deps.clock();
  return {
    version,
    commit: built?.commit ?? null,
    builtAt: built?.builtAt ?? null,
    node: process.version,
    startedAt: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
    uptimeSeconds,
    clock: clock.toISOString(),
    clockOffsetSeconds: Math.round((clock.getTime() - Date.now()) / 1000),
  };
}

async function databasePart(db: Executor): Promise<Diagnostics['database']> {
  const [server] = await rowsOf<{ description: string; version: string }>(db, sql`select version() as description, current_setting('server_version') as version`);
  // PGlite names itself in version(): "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten ...".
  const pglite = /\(PGlite ([^)]+)\)/.exec(server?.description ?? '');
  const [applied, journal] = await Promise.all([appliedMigrations(db), knownMigrations()]);
  return {
    kind: pglite ? 'PGLITE' : 'POSTGRESQL',
    serverVersion: server?.version ?? 'unknown',
    pgliteVersion: pglite?.[1] ?? null,
    migrations: {
      applied: applied.count,
      known: journal.length,
      latest: journal.find((entry) => entry.when === applied.latestWhen)?.tag ?? null,
    },
  };
}

/** Per kind of job, from pg-boss's table: waiting (created, or failed with retries left), running, failed. */
async function jobsPart(db: Executor, names: readonly string[], failedShown: number): Promise<Diagnostics['jobs']> {
  const [installed] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) is not null as present`);
  if (!installed?.present) return { queues: names.map((name) => ({ name, waiting: 0, active: 0, failed: 0, oldestWaitingSince: null })), lastFailed: [] };
  const job = sql.raw(`${QUEUE_SCHEMA}.job`);
  const counts = await rowsOf<{ name: string; waiting: number; active: number; failed: number; oldest: string | null }>(
    db,
    sql`select name,
               count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed,
               min(created_on) filter (where state in ('created', 'retry')) as oldest
        from ${job} group by name`,
  );
  const byName = new Map(counts.map((row) => [row.name, row]));
  const failed = await rowsOf<{ id: string; name: string; completed_on: string | null; retry_count: number; message: unknown }>(
    db,
    sql`select id::text, name, completed_on, retry_count, output->>'message' as message
        from ${job} where state = 'failed' order by completed_on desc nulls last limit ${failedShown}`,
  );
  return {
    queues: [...new Set([...names, ...byName.keys()])].map((name) => {
      const row = byName.get(name);
      return { name, waiting: row?.waiting ?? 0, active: row?.active ?? 0, failed: row?.failed ?? 0, oldestWaitingSince: iso(row?.oldest) };
    }),
    lastFailed: failed.map((row) => ({
      id: row.id,
      name: row.name,
      failedAt: iso(row.completed_on),
      retries: Number(row.retry_count),
      // The error's first line, bounded: a stack trace is for the logs.
      message: typeof row.message === 'string' ? (row.message.split('\n')[0] ?? '').slice(0, 300) : null,
    })),
  };
}

async function paymentsPart(db: Executor): Promise<Diagnostics['payments']> {
  const [cards] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from payment_sim_methods`);
  const charges = await rowsOf<{ status: string; count: number; last: string | null }>(
    db,
    sql`select status, count(*)::int as count, max(created_at) as last from payment_sim_charges group by status order by status`,
  );
  const last = charges.map((row) => row.last).filter((value): value is string => value !== null).map((value) => new Date(value).getTime());
  return {
    cards: Number(cards?.count ?? 0),
    charges: charges.map((row) => ({ status: row.status, count: Number(row.count) })),
    lastChargeAt: last.length > 0 ? new Date(Math.max(...last)).toISOString() : null,
  };
}

export async function readDiagnostics(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'marketplace' | 'jobs'>, failedShown: number): Promise<Diagnostics> {
  const [server, database, jobs, payments] = await Promise.all([
    serverPart(deps),
    databasePart(deps.db),
    // The kinds the queue was started with, so a kind with no job yet still shows.
    jobsPart(deps.db, deps.jobs.names, failedShown),
    paymentsPart(deps.db),
  ]);
  const { dataVersion, catalogSize } = deps.marketplace;
  return { server, database, jobs, marketplace: { simulator: dataVersion.startsWith('sim-'), dataVersion, catalogSize }, payments };
}
