/**
 * `repricer run beside requests`: the server as `npm start` runs it (PGlite, jobs worked in the web
 * process) repricing the 100,000-SKU bench seller while another seller reads `GET /api/user` and
 * the demo seller's conveyor asks the sorter's machine API, each a steady trickle over real HTTP
 * from a worker thread. Goal: both p99 ≤ 50 ms, and the run no slower than 1.25× its time alone.
 * The run is started as the seller starts it (POST repricer/run). A first run warms the caches
 * (the marketplace's stock, the stock index); then a run beside the requests and one alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fillPath, routePath, sellerApi, type Envelope, type RepricerRun } from '../../src/contract';
import { allJobs } from '../../server/allJobs';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { runs } from '../../server/db/schema';
import { QUEUE_SCHEMA } from '../../server/jobs/queueSql';
import type { RepricerRunSummary } from '../../server/modules/repricer/run/summary';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { signedInHeaders } from './apiThroughput';
import { combine, startLoad, type LoadFigures } from './httpLoad';
import { prepareBenchSeller } from './repricerRun';
import { conveyorRoute } from './sorterMachine';

/** One client per route, a request every PAUSE_MS or so: what a browser and a conveyor send, not a flood. */
const PAUSE_MS = 40;
const P99_GOAL_MS = 50;
const SLOWDOWN_GOAL = 1.25;
const IDLE_MS = 5_000;

async function data<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(envelope.apiError.errorMessage);
  return envelope.data;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a run through the API and answers its time to DONE, in seconds; then waits for the price
 * feed job that follows it, so that the next measurement does not share the machine with that job.
 */
async function timedRun(origin: string, headers: Record<string, string>, db: Database): Promise<{ seconds: number; priceSeconds: number }> {
  const started = performance.now();
  const run = await data<RepricerRun>(await fetch(`${origin}${routePath(sellerApi.repricerRuns.start)}`, { method: 'POST', headers }));
  for (;;) {
    await pause(100);
    const path = fillPath(routePath(sellerApi.repricerRuns.read), { id: run.id });
    const now = await data<RepricerRun>(await fetch(`${origin}${path}`, { headers }));
    if (now.state !== 'QUEUED' && now.state !== 'RUNNING' && now.state !== 'DONE') throw new Error(`the bench run ended ${now.state}: ${now.error ?? ''}`);
    if (now.state === 'DONE') break;
  }
  const seconds = (performance.now() - started) / 1000;
  const [done] = await db.select({ summary: runs.summary }).from(runs).where(eq(runs.id, run.id));
  const priceSeconds = ((done?.summary as RepricerRunSummary | null)?.priceMs ?? 0) / 1000;
  // A rerun on the same market may change no price, and then makes no file: wait for the job itself.
  const feedEnded = sql`SELECT 1 FROM ${sql.identifier(QUEUE_SCHEMA)}.job WHERE singleton_key = ${`price-feed-${run.id}`} AND state = 'completed'`;
  while (((await db.execute(feedEnded)) as unknown as { rows: unknown[] }).rows.length === 0) await pause(100);
  return { seconds, priceSeconds };
}

export async function measureRepricerBesideRequests(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-bench-beside-'));
  const database = await prepareDatabase({ driver: 'pglite', dataDir });
  try {
    const app = await buildApp({ config: { ...defaultConfig(), distDir: '/nonexistent-dist' }, db: database.db, queueDatabase: { ...database, jobs: allJobs } });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      await prepareBenchSeller(database.db);
      const bench = await signedInHeaders(origin, DEMO_ACCOUNTS.bench);
      const other = await signedInHeaders(origin, DEMO_ACCOUNTS.seller);
      const conveyor = await conveyorRoute(database.db, origin);

      const warm = await timedRun(origin, bench, database.db);
      const load = { concurrency: 1, warmupMs: 0, durationMs: 10 * 60_000, pauseMs: PAUSE_MS };
      const requests = () => [
        startLoad({ ...load, origin, path: routePath(sellerApi.user.me), headers: other }),
        startLoad({ ...load, ...conveyor }),
      ];
      // The same requests with no run, for scale: on a shared machine they are not always quick either.
      const idle = requests();
      await pause(IDLE_MS);
      const [userIdle, machineIdle] = (await Promise.all(idle.map(async (route) => combine([await route.stop()])))) as [LoadFigures, LoadFigures];
      const besideLoad = requests();
      const beside = await timedRun(origin, bench, database.db);
      const [userFigures, machineFigures] = (await Promise.all(besideLoad.map(async (route) => combine([await route.stop()])))) as [LoadFigures, LoadFigures];
      const alone = await timedRun(origin, bench, database.db);

      const slowdown = beside.seconds / alone.seconds;
      const split = (run: { seconds: number; priceSeconds: number }) => `price ${run.priceSeconds.toFixed(1)} s + write ${(run.seconds - run.priceSeconds).toFixed(1)} s`;
      const holds = userFigures.p99Ms <= P99_GOAL_MS && machineFigures.p99Ms <= P99_GOAL_MS && slowdown <= SLOWDOWN_GOAL;
      return [
        `repricer run beside requests: GET /api/user p99 ${userFigures.p99Ms.toFixed(1)} ms, machine api p99 ${machineFigures.p99Ms.toFixed(1)} ms, ` +
          `run ${beside.seconds.toFixed(1)} s vs ${alone.seconds.toFixed(1)} s alone (${slowdown.toFixed(2)}×) ${holds ? 'holds' : 'MISSES'} the goal`,
        `  (p99 ≤ ${P99_GOAL_MS} ms and ≤ ${SLOWDOWN_GOAL}× alone; ${userFigures.perSecond.toFixed(0)} + ${machineFigures.perSecond.toFixed(0)} req/s beside the run; ` +
          `with no run p99 ${userIdle.p99Ms.toFixed(1)} and ${machineIdle.p99Ms.toFixed(1)} ms; beside: ${split(beside)}, alone: ${split(alone)}; a first run to warm up took ${warm.seconds.toFixed(1)} s)`,
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
