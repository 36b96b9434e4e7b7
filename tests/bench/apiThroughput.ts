/**
 * What the auth path costs: a signed-in `GET /api/user` (token, device, the user's reads, the reply
 * check) against a bare fastify route that runs one query, in this process, on the same database,
 * both at concurrency 20 over real HTTP on loopback. On PGlite, and on PostgreSQL when installed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  DEVICE_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  okEnvelope,
  routePath,
  sellerApi,
  type Envelope,
  type TokenPair,
} from '../../src/contract';
import { startThrowawayPostgres } from '../../scripts/lib/postgres';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Database, DatabaseHandle } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { combine, runLoad, type LoadResult } from './httpLoad';

const CONCURRENCY = 20;
const WARMUP_MS = 2_000;
/**
 * The two routes take turns in short slices rather than one long run each: on a machine shared
 * with other work, both then meet the same background load, and the ratio stays meaningful.
 */
const ROUNDS = Number(process.env.API_BENCH_ROUNDS ?? 6);
const SLICE_MS = 1_500;
const XSRF = 'bench-xsrf-token-0123456789';

async function json<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(envelope.apiError.errorMessage);
  return envelope.data;
}

/** A seller (the demo one by default) signed in with a registered browser: the headers the app sends. */
export async function signedInHeaders(origin: string, account: { email: string; password: string } = DEMO_ACCOUNTS.seller): Promise<Record<string, string>> {
  const base = { cookie: `${XSRF_COOKIE}=${XSRF}`, [XSRF_HEADER]: XSRF, 'content-type': 'application/json' };
  const { email, password } = account;
  const login = await fetch(`${origin}${routePath(sellerApi.session.login)}`, {
    method: 'POST',
    headers: base,
    body: JSON.stringify({ email, password }),
  });
  const pair = await json<TokenPair>(login);
  const authorization = `Bearer ${pair.token}`;
  const device = await fetch(`${origin}${routePath(sellerApi.devices.register)}`, {
    method: 'POST',
    headers: { ...base, authorization },
    body: JSON.stringify({ deviceType: 'BROWSER', deviceName: 'Bench browser' }),
  });
  const { deviceId } = await json<{ deviceId: string }>(device);
  return { cookie: base.cookie, [XSRF_HEADER]: XSRF, authorization, [DEVICE_ID_HEADER]: deviceId };
}

/** A route with nothing around it: one query, its row as the envelope. */
async function startBareServer(db: Database, userId: number) {
  const bare = Fastify();
  bare.get('/bare', async () => {
    const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    return okEnvelope(row);
  });
  return { app: bare, origin: await bare.listen({ port: 0, host: '127.0.0.1' }) };
}

export async function measureOn(driver: string, database: DatabaseHandle): Promise<string> {
  const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: database.db });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await signedInHeaders(origin);
  const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  const bare = await startBareServer(database.db, demo!.id);
  try {
    const userRoute = { origin, path: routePath(sellerApi.user.me), headers, concurrency: CONCURRENCY };
    const bareRoute = { origin: bare.origin, path: '/bare', headers: {}, concurrency: CONCURRENCY };
    const users: LoadResult[] = [];
    const bares: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const warmupMs = round === 0 ? WARMUP_MS : 200;
      users.push(await runLoad({ ...userRoute, warmupMs, durationMs: SLICE_MS }));
      bares.push(await runLoad({ ...bareRoute, warmupMs, durationMs: SLICE_MS }));
    }
    const user = combine(users);
    const plain = combine(bares);
    const ratio = user.perSecond / plain.perSecond;
    return (
      `api throughput (${driver}): user ${user.perSecond.toFixed(0)} req/s, bare ${plain.perSecond.toFixed(0)} req/s, ` +
      `ratio ${ratio.toFixed(2)}, p99 ${user.p99Ms.toFixed(1)} ms`
    );
  } finally {
    await bare.app.close();
    await app.close();
  }
}

export async function measureApiThroughput(): Promise<string[]> {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-api-'));
  const pglite = await prepareDatabase({ driver: 'pglite', dataDir });
  try {
    lines.push(await measureOn('pglite', pglite));
  } finally {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await startThrowawayPostgres();
  if (!postgres) return [...lines, 'api throughput (postgresql): skipped, PostgreSQL is not installed'];
  try {
    const database = await prepareDatabase({ driver: 'postgres', url: postgres.url });
    try {
      lines.push(await measureOn('postgresql', database));
    } finally {
      await database.close();
    }
  } finally {
    postgres.stop();
  }
  return lines;
}
