import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CASES, IDEMPOTENCY_KEY_HEADER, ErrorCode, sellerApi, type Gate, type Note, type RepricerRun, type StockReport, type TokenPair } from '../../src/contract';
import { freePorts, startCluster, type ClusterMember, type RunningCluster } from '../../scripts/lib/cluster';
import { hashPassword } from '../auth/password';
import type { DatabaseHandle } from '../db/database';
import { DEMO_ACCOUNTS } from '../db/seed';
import { notes, priceHistory, repricingResults, runs, userProducts, users } from '../db/schema';
import { JOB_LOCK_CLASS } from '../jobs/jobHolds';
import { catalogIsbn } from '../marketplace/simulator';
import { callAt, dataOfReply, signInAt, type HttpSeller } from '../testing/httpClient';
import { activateGroups, switchOffCircuitBreaker } from '../testing/repricerRun';
import { insertMachineKey, machineHeaders } from '../testing/sorter';
import { openTestDatabase } from '../testing/testDatabase';

/**
 * Folio as `npm run cluster` runs it: three web instances and two workers on one PostgreSQL
 * database, HAProxy in front. One client's calls go to one instance after the other, and what must
 * hold for one server holds for the cluster: sessions, Idempotency-Keys, the sign-in throttle, the
 * sorter's kept machine contexts, one repricing run per seller, and jobs worked once, even when a
 * worker is killed with kill -9 in the middle of one.
 */

const GRACE_SECONDS = 3;
const PASSWORD = 'cluster-password-1';
let database: DatabaseHandle & { url?: string };
let cluster: RunningCluster;
let origins: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  const [balancer, ...instancePorts] = await freePorts(4);
  cluster = await startCluster({
    databaseUrl: database.url!,
    webInstances: 3,
    workers: 2,
    port: balancer!,
    instancePorts,
    // A short grace window, for a test that waits it out; only warnings, so the output stays short; no
    // drain on stopping (nothing is behind the balancer to see it).
    env: { FOLIO_REFRESH_GRACE: String(GRACE_SECONDS), FOLIO_LOG_LEVEL: 'warn', FOLIO_DRAIN_SECONDS: '0' },
  });
  origins = cluster.instances.map((instance) => instance.origin);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
}, 60_000);

/** The instance for the i-th call: one after the other. */
const at = (index: number) => origins[index % origins.length]!;

let sellerCount = 0;
async function newSeller(products: ('SORTER' | 'REPRICER')[] = []): Promise<{ email: string; userId: number }> {
  sellerCount += 1;
  const email = `cluster-${sellerCount}-${randomBytes(3).toString('hex')}@folio.test`;
  const [user] = await database.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Cluster', lastName: 'Seller' }).returning({ id: users.id });
  if (products.length > 0) await database.db.insert(userProducts).values(products.map((product) => ({ userId: user!.id, product, status: 'ACTIVE', usable: true })));
  return { email, userId: user!.id };
}

describe('one client across the instances of a cluster', () => {
  it('reaches every instance through the load balancer', async () => {
    const { email } = await newSeller();
    const seller = await signInAt(cluster.origin, email, PASSWORD);
    for (let call = 0; call < 6; call++) {
      expect(dataOfReply(await callAt<{ email: string }>(cluster.origin, sellerApi.user.me, {}, seller)).email).toBe(email);
    }
  });

  it('signs in on one, refreshes on another, gets the same pair within the grace window on a third, and ends the session after it', async () => {
    const { email } = await newSeller();
    const seller = await signInAt(at(0), email, PASSWORD);
    const refresh = (index: number, refreshToken: string) => callAt<TokenPair>(at(index), sellerApi.session.refresh, { params: { refreshToken } });
    const next = dataOfReply(await refresh(1, seller.refreshToken));
    // The reply was lost: the client asks again, and the balancer sends it to the third instance.
    expect(dataOfReply(await refresh(2, seller.refreshToken))).toEqual(next);
    expect(dataOfReply(await callAt<{ email: string }>(at(0), sellerApi.user.me, {}, { ...seller, ...next })).email).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, (GRACE_SECONDS + 1) * 1000));
    const late = await refresh(0, seller.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ success: false, apiError: { errorCode: ErrorCode.REFRESH_TOKEN_INVALID } });
    // Reuse after the window ends the session everywhere.
    expect((await callAt(at(1), sellerApi.user.me, {}, { ...seller, ...next })).status).toBe(401);
  }, 30_000);

  it('applies an Idempotency-Key once, whichever instances it is repeated on, one after the other or at once', async () => {
    const { email, userId } = await newSeller();
    const seller = await signInAt(at(0), email, PASSWORD);
    const add = (index: number, key: string, text: string) =>
      callAt<Note>(at(index), sellerApi.notes.add, { body: { text }, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }, seller);
    const first = dataOfReply(await add(0, 'cluster-note-once-1', 'Call the printer repair shop'));
    expect(dataOfReply(await add(1, 'cluster-note-once-1', 'Call the printer repair shop'))).toEqual(first);
    expect(dataOfReply(await add(2, 'cluster-note-once-1', 'Call the printer repair shop'))).toEqual(first);
    const together = await Promise.all([0, 1, 2].map((index) => add(index, 'cluster-note-once-2', 'Order bubble wrap')));
    const applied = together.filter((reply) => reply.status === 200).map((reply) => dataOfReply(reply));
    // A repeat that arrives while the first is still running is told to try again (409), never applied.
    for (const reply of together.filter((each) => each.status !== 200)) expect(reply.status).toBe(409);
    expect(new Set(applied.map((note) => note.id)).size).toBe(1);
    const rows = await database.db.select({ text: notes.text }).from(notes).where(eq(notes.userId, userId));
    expect(rows.map((row) => row.text).sort()).toEqual(['Call the printer repair shop', 'Order bubble wrap']);
  });

  it('counts sign-in guesses made on every instance together', async () => {
    const { email } = await newSeller();
    const guess = (index: number) => callAt(at(index), sellerApi.session.login, { body: { email, password: 'not-the-password' } });
    // Five failures (the default) are free, the fifth starts a wait: spread over three instances, each saw two at most.
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess(attempt)).status).toBe(401);
    const refused = await guess(5);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, apiError: { errorCode: ErrorCode.RATE_LIMITED } });
  });

  it('decides the next machine call on another instance by the sorter rule just changed', async () => {
    const { email, userId } = await newSeller(['SORTER']);
    const seller = await signInAt(at(0), email, PASSWORD);
    const { secret } = await insertMachineKey(database.db, userId);
    const decide = async (index: number) =>
      dataOfReply(await callAt<{ gate: Gate }>(at(index), sellerApi.sorterMachine.decideV2, { query: { code: catalogIsbn(7) }, headers: machineHeaders(secret) })).gate;
    // Every instance keeps the key's context after its first call.
    for (let index = 0; index < origins.length; index++) await decide(index);
    const gates: Gate[] = ['GATE_5', 'GATE_6', 'GATE_7', 'GATE_8'];
    for (let change = 0; change < 12; change++) {
      const gate = gates[change % gates.length]!;
      const typeGateMap = Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, gate]));
      dataOfReply(await callAt(at(change), sellerApi.sorterGates.updateFallbacks, { body: { typeGateMap, rejectBreakdown: {} } }, seller));
      // The next call on either other instance, at once: its kept context is checked against the
      // seller's version, whether or not the change's announcement has reached it yet.
      for (const other of [change + 1, change + 2]) expect(await decide(other)).toBe(gate);
    }
  });
});

describe('jobs across the workers of a cluster', () => {
  let demo: HttpSeller;
  let demoId: number;

  beforeAll(async () => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
    demoId = row!.id;
    await activateGroups(database.db, demoId);
    await switchOffCircuitBreaker(database.db, demoId);
    demo = await signInAt(at(0), DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
  });

  /** The worker whose job lock is held for this job (jobHolds.ts): the one working it. */
  async function holderOf(jobId: string): Promise<ClusterMember | undefined> {
    const result = (await database.db.execute(sql`
      SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = ${JOB_LOCK_CLASS}::int::oid AND objid = hashtext(${jobId})::oid`)) as unknown as {
      rows: { pid: number }[];
    };
    const lockPids = result.rows.map((row) => Number(row.pid));
    if (lockPids.length === 0) return undefined;
    const names = (await database.db.execute(sql`SELECT pid, application_name FROM pg_stat_activity WHERE pid = ANY(${`{${lockPids.join(',')}}`}::int[])`)) as unknown as {
      rows: { pid: number; application_name: string }[];
    };
    const processIds = names.rows.map((row) => Number(/(\d+)$/.exec(row.application_name)?.[1]));
    return cluster.workers.find((worker) => processIds.includes(worker.child.pid!));
  }

  it('works each job once, by one worker, whichever instance sent it', async () => {
    const requested = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) =>
        dataOfReply(await callAt<StockReport>(at(index), sellerApi.stockReports.request, { query: { kind: 'PRICES', priceLte: 1000 + index } }, demo)),
      ),
    );
    const ids = requested.map((report) => report.id);
    expect(new Set(ids).size).toBe(ids.length);
    const until = Date.now() + 60_000;
    let reports: StockReport[] = [];
    while (Date.now() < until) {
      reports = dataOfReply(await callAt<StockReport[]>(at(reports.length), sellerApi.stockReports.list, {}, demo)).filter((report) => ids.includes(report.id));
      if (reports.every((report) => report.state === 'DONE')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reports.map((report) => report.state)).toEqual(ids.map(() => 'DONE'));
    // One job per report, fetched once (pg-boss hands a job to one worker: SKIP LOCKED) and never
    // retried; its completion is recorded just after the report's row.
    const jobsOfReports = async () =>
      ((await database.db.execute(
        sql`SELECT (data->>'reportId')::int AS "reportId", state, retry_count AS "retryCount" FROM pgboss.job WHERE name = 'stock-report' AND (data->>'reportId')::int = ANY(${`{${ids.join(',')}}`}::int[])`,
      )) as unknown as { rows: { reportId: number; state: string; retryCount: number }[] }).rows;
    let jobs = await jobsOfReports();
    while (jobs.some((job) => job.state === 'active') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      jobs = await jobsOfReports();
    }
    expect(jobs.map((job) => job.reportId).sort()).toEqual([...ids].sort());
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
  }, 90_000);

  it('makes one repricing run per seller, whichever instances are asked at once, worked by one worker; killed with kill -9 mid-run, another finishes it, each SKU applied once', async () => {
    const starts = await Promise.all([0, 1, 2].map((index) => callAt<RepricerRun>(at(index), sellerApi.repricerRuns.start, {}, demo)));
    const runIds = new Set(starts.map((reply) => dataOfReply(reply).id));
    expect(runIds.size).toBe(1);
    const [runId] = [...runIds];
    const jobsOf = async () =>
      ((await database.db.execute(sql`SELECT id, state, retry_count FROM pgboss.job WHERE name = 'reprice' AND data->>'runId' = ${String(runId)}`)) as unknown as {
        rows: { id: string; state: string; retry_count: number }[];
      }).rows;

    // Wait until some batches have committed, then kill the worker that holds the run's job.
    let victim: ClusterMember | undefined;
    let doneAtKill = 0;
    const until = Date.now() + 60_000;
    while (!victim && Date.now() < until) {
      const [run] = await database.db.select({ state: runs.state, done: runs.done, total: runs.total }).from(runs).where(eq(runs.id, runId!));
      const [job] = await jobsOf();
      if (run!.state === 'RUNNING' && run!.done > 0 && job) {
        const holder = await holderOf(job.id);
        expect(holder, 'a worker holds the running job').toBeDefined();
        holder!.child.kill('SIGKILL');
        victim = holder;
        doneAtKill = run!.done;
        expect(doneAtKill).toBeLessThan(run!.total!);
      } else {
        expect(run!.state).not.toBe('DONE');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    expect(victim).toBeDefined();
    expect((await victim!.exited).signal).toBe('SIGKILL');

    // The other worker notices within seconds (not at the job's 15-minute expiry) and resumes the run.
    let finished: RepricerRun | undefined;
    const deadline = Date.now() + 60_000;
    for (let call = 0; Date.now() < deadline; call++) {
      const run = dataOfReply(await callAt<RepricerRun>(at(call), sellerApi.repricerRuns.read, { params: { id: runId } }, demo));
      if (run.state !== 'QUEUED' && run.state !== 'RUNNING') {
        finished = run;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(finished?.state).toBe('DONE');
    const [job] = await jobsOf();
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 });

    const [run] = await database.db.select().from(runs).where(eq(runs.id, runId!));
    const results = await database.db.select({ sku: repricingResults.sku, newPrice: repricingResults.newPrice, previousPrice: repricingResults.previousPrice }).from(repricingResults).where(eq(repricingResults.runId, runId!));
    expect(run!.done).toBe(run!.total);
    expect(results).toHaveLength(run!.total!);
    expect(new Set(results.map((row) => row.sku)).size).toBe(run!.total);
    const changed = results.filter((row) => row.newPrice !== row.previousPrice).length;
    const history = await database.db.select({ sku: priceHistory.sku }).from(priceHistory).where(sql`${priceHistory.sellerId} = ${demoId} AND ${priceHistory.source} = 'REPRICER'`);
    expect(history).toHaveLength(changed);
    console.log(`cluster kill -9: worker killed after ${doneAtKill} of ${run!.total} SKUs; the run finished with ${results.length} results, ${changed} prices changed once each`);
  }, 120_000);
});
