/**
 * `npm run bench -- --only load`: Folio as a cluster (scripts/lib/cluster.ts: two web instances and
 * one worker on a throwaway PostgreSQL, HAProxy in front) under a busy morning's calls, sent from a
 * process of its own (loadClient.ts) with a bounded count and time. Prints:
 * - throughput of the interactive mix at 16 connections on one instance, then through the balancer
 *   on two, in the same run (goal: two ≥ 1.7× one);
 * - a paced morning (Bookzy scans, lister adds, packing scans, stock table reads and sorts, sorter
 *   machine calls at conveyor speed, reads of the signed-in user) while the 100,000-SKU bench
 *   seller's repricing run works and a stock report is made in the middle: p50/p99 per kind of
 *   call and errors (goals: 0 errors, p99 ≤ 100 ms for every kind);
 * - each process's RSS at start and end (LOAD_SOAK_MINUTES=10 adds a soak of the paced mix: goal
 *   RSS growth under 10%);
 * - the per-instance figure on the same PostgreSQL: signed-in GET /api/user against a bare
 *   one-query route on the same pool, 20 connections (apiThroughput.ts; goals: ratio ≥ 0.6, p99 ≤ 40 ms).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import {
  DEVICE_ID_HEADER,
  SORTER_KEY_HEADER,
  STOCK_SORT_FIELDS,
  XSRF_COOKIE,
  XSRF_HEADER,
  fillPath,
  routePath,
  sellerApi,
  type BookzyDevice,
  type ListingSession,
  type RepricerRun,
  type StockReport,
} from '../../src/contract';
import type { Nsession } from '../../src/contract/nsession';
import { freePorts, startCluster, type ClusterMember, type RunningCluster } from '../../scripts/lib/cluster';
import { startThrowawayPostgres } from '../../scripts/lib/postgres';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { catalogIsbn } from '../../server/marketplace/simulator';
import { callAt, dataOfReply, signInAt, type HttpSeller } from '../../server/testing/httpClient';
import { insertMachineKey } from '../../server/testing/sorter';
import { measureOn } from './apiThroughput';
import { cpuUse, haproxyPids, postgresPids } from './cpuUse';
import type { LoadFigures, LoadKind, LoadPlan } from './loadClient';
import { prepareBenchSeller } from './repricerRun';

const CONCURRENCY = 16;
const CAPACITY_SECONDS = Number(process.env.LOAD_CAPACITY_SECONDS ?? 12);
const CAPACITY_ROUNDS = 4;
const MORNING_MAX_SECONDS = 180;
const MORNING_MIN_SECONDS = 30;
const SOAK_MINUTES = Number(process.env.LOAD_SOAK_MINUTES ?? 0);
const XSRF = 'load-bench-xsrf-token-0123456789';

const clientScript = new URL('./loadClient.ts', import.meta.url).pathname;

/** Sends a plan from a process of its own; `stop()` ends it early (the morning ends with the run). */
function startClient(plan: LoadPlan) {
  const child = spawn(process.execPath, ['--import', 'tsx', clientScript], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.write(`${JSON.stringify(plan)}\n`);
  const figures = new Promise<LoadFigures>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as LoadFigures));
    child.once('exit', (code) => code && reject(new Error(`the load client ended with ${code}`)));
  });
  return { figures, stop: () => child.stdin.write('stop\n') };
}

const sellerHeaders = (seller: HttpSeller) => ({
  cookie: `${XSRF_COOKIE}=${XSRF}`,
  [XSRF_HEADER]: XSRF,
  authorization: `Bearer ${seller.token}`,
  [DEVICE_ID_HEADER]: seller.deviceId,
});
const pathOf = (endpoint: Parameters<typeof routePath>[0], params: Record<string, unknown> = {}, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${fillPath(routePath(endpoint), params)}${search ? `?${search}` : ''}`;
};
const isbns = (from: number, count: number) => Array.from({ length: count }, (_, index) => catalogIsbn(from + index * 7));

interface Mix {
  kinds: LoadKind[];
}

/** The demo seller's phone, listing session, shipment and conveyor, made through the API as the app does. */
async function morningMix(origin: string, demo: HttpSeller, machineSecret: string): Promise<Mix> {
  const headers = sellerHeaders(demo);
  const [device] = dataOfReply(await callAt<BookzyDevice[]>(origin, sellerApi.bookzyDevices.management, {}, demo));
  const listing = dataOfReply(await callAt<ListingSession>(origin, sellerApi.listerSessions.create, { body: { channel: 'FBA', name: 'Load bench' } }, demo));
  const shipment = dataOfReply(await callAt<Nsession>(origin, sellerApi.nsessions.create, { body: { type: 'fba', name: 'Load bench' } }, demo));
  const packed = isbns(3000, 40);
  for (const code of packed) dataOfReply(await callAt(origin, sellerApi.nsessionItems.add, { params: { sessionId: shipment.idStr }, body: { code, whenSeveral: 'FIRST' } }, demo));
  return {
    kinds: [
      {
        kind: 'bookzy scan',
        headers,
        perSecond: 4,
        variants: isbns(5000, 300).map((itemId) => ({ method: 'GET', path: pathOf(sellerApi.books.stats, {}, { itemId, queryType: 'ISBN', deviceId: device!.deviceId }) })),
      },
      {
        kind: 'lister add',
        headers,
        idempotent: true,
        perSecond: 2,
        variants: isbns(9000, 300).map((code) => ({ method: 'POST', path: pathOf(sellerApi.listerItems.add, { sessionId: listing.id }), body: { code, whenSeveral: 'FIRST' } })),
      },
      {
        kind: 'packing scan',
        headers,
        perSecond: 2,
        variants: packed.map((code) => ({ method: 'GET', path: pathOf(sellerApi.nsessionItems.locate, { sessionId: shipment.idStr }, { code }) })),
      },
      {
        kind: 'stock read',
        headers,
        perSecond: 2,
        variants: STOCK_SORT_FIELDS.filter((field) => field !== 'Sold Days').flatMap((sortField) =>
          (['ASC', 'DESC'] as const).map((sortOrder) => ({ method: 'GET', path: pathOf(sellerApi.stock.list, {}, { sortField, sortOrder, page: 0, pageSize: 50 }) })),
        ),
      },
      {
        kind: 'sorter machine',
        headers: { [SORTER_KEY_HEADER]: machineSecret },
        // Two conveyors at five books a second each.
        perSecond: 10,
        variants: isbns(20_000, 500).map((code) => ({ method: 'GET', path: pathOf(sellerApi.sorterMachine.decideV2, {}, { code }) })),
      },
      { kind: 'user', headers, perSecond: 4, variants: [{ method: 'GET', path: pathOf(sellerApi.user.me) }] },
    ],
  };
}

/** VmRSS of a process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
const rssOf = (members: ClusterMember[]) => new Map(members.map((member) => [member.name, rssMb(member.child.pid!)]));

function kindLines(figures: LoadFigures): string[] {
  return Object.entries(figures.byKind).map(
    ([kind, each]) =>
      `    ${kind.padEnd(15)} ${String(each.requests).padStart(6)} calls, p50 ${each.p50Ms.toFixed(1).padStart(6)} ms, p99 ${each.p99Ms.toFixed(1).padStart(6)} ms, max ${each.maxMs.toFixed(0).padStart(5)} ms, ${each.errors} errors` +
      (each.failures.length > 0 ? `\n      first: ${each.failures.join(' | ')}` : ''),
  );
}

/**
 * The read calls of the mix at full speed, on one instance and on two in turn, in short slices: on a
 * machine shared with other work both then meet the same background load, and the ratio means
 * something (as apiThroughput.ts does). Answers all requests over all measured seconds of each.
 */
async function capacity(cluster: RunningCluster, mix: Mix, seconds: number) {
  const kinds = mix.kinds.filter((kind) => !kind.idempotent);
  const one = cluster.instances[0]!.origin;
  const two = cluster.origin;
  const cpu = { one: new Map<string, number>(), two: new Map<string, number>() };
  const slice = async (origin: string, sliceSeconds: number, counted?: Map<string, number>) => {
    const stop = cpuUse({
      ...Object.fromEntries([...cluster.instances, ...cluster.workers].map((member) => [member.name, () => [member.child.pid!]])),
      postgresql: postgresPids,
      haproxy: haproxyPids,
    });
    const figures = await startClient({ origin, mode: 'closed', kinds, concurrency: CONCURRENCY, seconds: sliceSeconds, maxRequests: 1_000_000 }).figures;
    // The client counts its own CPU while sending: read from outside, its start-up would count too.
    for (const [name, used] of Object.entries({ ...stop(), 'load client': figures.cpuSeconds })) counted?.set(name, (counted.get(name) ?? 0) + used);
    return figures;
  };
  await slice(one, 2);
  await slice(two, 2);
  const slices = { one: [] as LoadFigures[], two: [] as LoadFigures[] };
  for (let round = 0; round < CAPACITY_ROUNDS; round++) {
    slices.one.push(await slice(one, seconds / CAPACITY_ROUNDS, cpu.one));
    slices.two.push(await slice(two, seconds / CAPACITY_ROUNDS, cpu.two));
  }
  const total = (figures: LoadFigures[], used: Map<string, number>) => {
    const requests = figures.reduce((sum, each) => sum + each.requests, 0);
    const measured = figures.reduce((sum, each) => sum + each.seconds, 0);
    const worstP99 = Math.max(...figures.flatMap((each) => Object.values(each.byKind).map((kind) => kind.p99Ms)));
    /** Cores each process kept busy, on average over the measured seconds. */
    const cores = [...used].filter(([, cpuSeconds]) => cpuSeconds / measured >= 0.01).map(([name, cpuSeconds]) => `${name} ${(cpuSeconds / measured).toFixed(2)}`);
    return { perSecond: requests / measured, errors: figures.reduce((sum, each) => sum + each.errors, 0), worstP99, cores: cores.join(', ') };
  };
  return { one: total(slices.one, cpu.one), two: total(slices.two, cpu.two) };
}

/** The paced morning while the bench seller's run works, with a stock report asked in the middle. */
async function morning(cluster: RunningCluster, mix: Mix, bench: HttpSeller, demo: HttpSeller) {
  const client = startClient({ origin: cluster.origin, mode: 'paced', kinds: mix.kinds, seconds: MORNING_MAX_SECONDS, maxRequests: 100_000 });
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const run = dataOfReply(await callAt<RepricerRun>(cluster.origin, sellerApi.repricerRuns.start, {}, bench));
  let ended: RepricerRun = run;
  let report: StockReport | undefined;
  while ((ended.state === 'QUEUED' || ended.state === 'RUNNING') && Date.now() - started < MORNING_MAX_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ended = dataOfReply(await callAt<RepricerRun>(cluster.origin, sellerApi.repricerRuns.read, { params: { id: run.id } }, bench));
    if (!report && ended.state === 'RUNNING' && (ended.done ?? 0) > 0) {
      report = dataOfReply(await callAt<StockReport>(cluster.origin, sellerApi.stockReports.request, { query: { kind: 'STOCK' } }, demo));
    }
  }
  const runSeconds = (Date.now() - started) / 1000 - 3;
  const rest = MORNING_MIN_SECONDS * 1000 - (Date.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  client.stop();
  const figures = await client.figures;
  const reports = report ? dataOfReply(await callAt<StockReport[]>(cluster.origin, sellerApi.stockReports.list, {}, demo)) : [];
  const reportState = reports.find((each) => each.id === report?.id);
  return { figures, run: ended, runSeconds, report: reportState };
}

/** Prints each figure as soon as it is measured (a long run that fails later keeps them); answers none. */
export async function measureLoad(): Promise<string[]> {
  const postgres = await startThrowawayPostgres();
  if (!postgres) return ['load: skipped, PostgreSQL is not installed'];
  const lines = { push: (...measured: string[]) => void console.log(measured.join('\n')) };
  let cluster: RunningCluster | undefined;
  try {
    // Migrated and seeded once here (the 100,000-SKU bench seller takes a while), before the instances start.
    const database = await prepareDatabase({ driver: 'postgres', url: postgres.url });
    const [demoRow] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
    const { secret } = await insertMachineKey(database.db, demoRow!.id, { name: 'Load bench conveyor' });
    await prepareBenchSeller(database.db);

    const [port, ...instancePorts] = await freePorts(3);
    cluster = await startCluster({ databaseUrl: postgres.url, webInstances: 2, workers: 1, port: port!, instancePorts, env: { FOLIO_LOG_LEVEL: 'warn', FOLIO_DRAIN_SECONDS: '0' } });
    const members = [...cluster.instances, ...cluster.workers];
    const rssAtStart = rssOf(members);
    const demo = await signInAt(cluster.origin, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const bench = await signInAt(cluster.origin, DEMO_ACCOUNTS.bench.email, DEMO_ACCOUNTS.bench.password);
    const mix = await morningMix(cluster.origin, demo, secret);

    const { one, two } = await capacity(cluster, mix, CAPACITY_SECONDS);
    lines.push(
      `load capacity: one instance ${one.perSecond.toFixed(0)} req/s (worst p99 ${one.worstP99.toFixed(0)} ms, ${one.errors} errors), ` +
        `two behind HAProxy ${two.perSecond.toFixed(0)} req/s (worst p99 ${two.worstP99.toFixed(0)} ms, ${two.errors} errors): ${(two.perSecond / one.perSecond).toFixed(2)}× (goal ≥ 1.7×)`,
      `  (${CONCURRENCY} connections, ${CAPACITY_SECONDS} s each in ${CAPACITY_ROUNDS} slices taking turns, the read calls of the mix; client, instances, worker and PostgreSQL share this machine's ${availableParallelism()} cores)`,
      `  cores busy with one instance: ${one.cores}`,
      `  cores busy with two: ${two.cores}`,
    );

    const day = await morning(cluster, mix, bench, demo);
    const worstP99 = Math.max(...Object.values(day.figures.byKind).map((kind) => kind.p99Ms));
    lines.push(
      `load morning: ${day.figures.requests} calls in ${day.figures.seconds.toFixed(0)} s (${day.figures.perSecond.toFixed(0)} req/s paced), ${day.figures.errors} errors, worst p99 ${worstP99.toFixed(0)} ms (goal ≤ 100 ms); ` +
        `repricing run of ${(day.run.total ?? 0).toLocaleString('en-US')} SKUs ${day.run.state} in ${day.runSeconds.toFixed(0)} s, stock report ${day.report ? `${day.report.state} (${day.report.rows ?? 0} rows)` : 'not asked'}`,
      ...kindLines(day.figures),
    );

    if (SOAK_MINUTES > 0) {
      const before = rssOf(members);
      const soak = await startClient({ origin: cluster.origin, mode: 'paced', kinds: mix.kinds, seconds: SOAK_MINUTES * 60, maxRequests: 10_000_000 }).figures;
      const after = rssOf(members);
      const growth = [...before].map(([name, mb]) => `${name} ${mb.toFixed(0)} → ${after.get(name)!.toFixed(0)} MB (${(((after.get(name)! - mb) / mb) * 100).toFixed(1)}%)`);
      lines.push(`load soak: ${SOAK_MINUTES} min, ${soak.requests} calls, ${soak.errors} errors; RSS ${growth.join(', ')} (goal growth < 10%)`);
    }

    const rssAtEnd = rssOf(members);
    lines.push(`load RSS: ${[...rssAtStart].map(([name, mb]) => `${name} ${mb.toFixed(0)} → ${rssAtEnd.get(name)!.toFixed(0)} MB`).join(', ')}`);
    await cluster.stop();
    cluster = undefined;
    // The per-instance figure on the same PostgreSQL database, with the cluster stopped.
    lines.push(await measureOn('postgresql, same database', database));
    await database.close();
  } finally {
    await cluster?.stop();
    postgres.stop();
  }
  return [];
}
