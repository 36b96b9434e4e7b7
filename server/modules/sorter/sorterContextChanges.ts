import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { driverClientOf, type Database, type Executor } from '../../db/database';
import { MachineContextCache } from './machineContextCache';

/**
 * How every process learns that a seller's machine context changed (machineContextCache.ts): the
 * writer calls bumpSorterContext in its transaction, which
 * - forgets the seller's kept contexts in this process at once and holds them off, so that from the
 *   write's reply on this process reads them again, and a read made before the commit is not kept;
 * - sends a NOTIFY on SORTER_CONTEXT_CHANNEL, which PostgreSQL delivers only if the transaction
 *   commits, and only then: every process (this one too) forgets the seller's contexts when it hears
 *   it, and this process ends its hold.
 * On PGlite (one process) the announcement arrives before the commit's call returns. On PostgreSQL
 * another process hears it a moment after the commit (about a millisecond on one network; the
 * listening connection's round trip): a call it answers in between still decides by the old context.
 * So on PostgreSQL the writer also counts the seller's version up (sorter_context_versions, in the
 * same transaction), and a process checks a kept context's version before it decides a machine call
 * by it: one primary-key read, and no call is decided by a context older than a committed change.
 * Each process listens on a connection of its own and reconnects when it is lost; while it is not
 * listening it keeps nothing, and it forgets everything when it listens again (it may have missed
 * announcements meanwhile).
 */

export const SORTER_CONTEXT_CHANNEL = 'folio_sorter_context';

/** The caches of this process, by the database they read. */
const caches = new Map<Database, { cache: MachineContextCache; users: number }>();

/**
 * Call in the transaction of every write that changes what a machine call reads for a seller: gates,
 * fallbacks, sections and rules, sorter settings, media mail rates, a key's revocation, the
 * account's disabling, the seller's products or their usability. Outside a transaction, call it
 * right after the write, never before it.
 */
export async function bumpSorterContext(tx: Executor, userId: number): Promise<void> {
  const token = randomUUID();
  for (const { cache } of caches.values()) cache.hold(userId, token);
  await tx.execute(sql`select pg_notify(${SORTER_CONTEXT_CHANNEL}, ${`${userId}:${token}`})`);
  await tx.execute(sql`
    insert into sorter_context_versions (user_id, version) values (${userId}, 1)
    on conflict (user_id) do update set version = sorter_context_versions.version + 1`);
}

/** This process's cache of machine contexts read from this database, when the app keeps one. */
export const machineContextsOf = (db: Database) => caches.get(db)?.cache;

/** What a heard announcement means to a cache: "userId:token" from bumpSorterContext. */
export function hear(cache: MachineContextCache, payload: string) {
  const [user, token] = payload.split(':');
  const userId = Number(user);
  if (!Number.isSafeInteger(userId)) return cache.clear();
  if (token) cache.release(userId, token);
  else cache.forget(userId);
}

export interface ContextWatch {
  stop(): Promise<void>;
}

/**
 * Keeps machine contexts for the app on this database and listens for their changes until stopped
 * (the app's close). A database of neither driver, or one that refuses LISTEN, keeps none: every
 * machine call reads its context, as it did before the cache.
 */
export async function watchSorterContexts(db: Database, options: { now: () => number; onError: (error: Error) => void }): Promise<ContextWatch> {
  const existing = caches.get(db);
  if (existing) {
    existing.users += 1;
    return { stop: async () => void (existing.users -= 1) };
  }
  const client = driverClientOf(db);
  // PGlite serves one process, which hears each change before its commit returns.
  const cache = new MachineContextCache(options.now, { checkVersions: !(client instanceof PGlite) });
  caches.set(db, { cache, users: 1 });
  const heard = (payload: string) => hear(cache, payload);
  const stopListening =
    client instanceof PGlite
      ? await listenOnPglite(client, heard, cache)
      : client instanceof pg.Pool
        ? await listenOnPostgres(client.options, heard, cache, options.onError)
        : async () => undefined;
  return {
    stop: async () => {
      const entry = caches.get(db);
      if (!entry || --entry.users > 0) return;
      caches.delete(db);
      cache.setHearing(false);
      await stopListening();
    },
  };
}

async function listenOnPglite(client: PGlite, heard: (payload: string) => void, cache: MachineContextCache) {
  const unlisten = await client.listen(SORTER_CONTEXT_CHANNEL, heard);
  cache.setHearing(true);
  // The database may be closed already when the app closes after it.
  return () => unlisten().catch(() => undefined);
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/** A connection of its own, outside the pool: LISTEN holds it for the process's life. */
async function listenOnPostgres(config: pg.ClientConfig, heard: (payload: string) => void, cache: MachineContextCache, onError: (error: Error) => void) {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let stopped = false;

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    cache.setHearing(false);
    if (error) onError(error);
    client.end().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const client = new pg.Client(config);
    current = client;
    client.on('notification', (message) => {
      if (message.channel === SORTER_CONTEXT_CHANNEL) heard(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the connection listening for sorter changes ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${SORTER_CONTEXT_CHANNEL}`);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (client !== current) return;
    delay = RETRY_FIRST_MS;
    cache.setHearing(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
