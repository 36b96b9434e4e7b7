import { and, desc, eq, inArray } from 'drizzle-orm';
import { ErrorCode, type RepricerRun } from '../../../../src/contract';
import { runs, users } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { AppError, notFound } from '../../../http/appError';
import { noJobQueue } from '../../../jobs/queueInterface';
import { runJobKey } from '../../../jobs/runJob';
import { repriceJob } from './repriceJob';
import { REPRICE_RUN_KIND, runView, type RepricerRunSummary } from './summary';

/**
 * A seller's repricing runs (the contract's repricer/run calls). One run at a time per seller:
 * starting while one is queued or running answers that one. The market the run prices against is
 * fixed here, when the seller starts it.
 */

const mine = (sellerId: number) => and(eq(runs.sellerId, sellerId), eq(runs.kind, REPRICE_RUN_KIND));

export async function startRepricerRun(deps: AppDeps, sellerId: number): Promise<RepricerRun> {
  const jobs = deps.jobs;
  if (jobs === noJobQueue) throw new AppError(503, ErrorCode.UNDEFINED, 'Repricing runs are not available on this server.');
  const { run, created } = await deps.db.transaction(async (tx) => {
    // The seller's row, locked: two starts at once see each other's run instead of making two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('update');
    const [open] = await tx
      .select()
      .from(runs)
      .where(and(mine(sellerId), inArray(runs.state, ['QUEUED', 'RUNNING'])))
      .orderBy(desc(runs.id))
      .limit(1);
    if (open) return { run: open, created: false };
    const summary: RepricerRunSummary = { marketAt: deps.clock().toISOString(), counts: {}, circuitBreaker: null };
    const [inserted] = await tx.insert(runs).values({ sellerId, kind: REPRICE_RUN_KIND, summary }).returning();
    return { run: inserted!, created: true };
  });
  // Not awaited: under an Idempotency-Key this call is one transaction, and on PGlite the queue's
  // statements wait for it to end, so the job goes out once the run is committed. A send that fails
  // leaves the run QUEUED, and the seller's next start sends it again (harmless: the queue keeps one
  // waiting job per key); a job that comes before its run is visible fails into a retry.
  if (created || run.state === 'QUEUED') void jobs.send(repriceJob.name, { runId: run.id }, { singletonKey: runJobKey(run.id) }).catch(() => undefined);
  return runView(run);
}

export async function latestRepricerRun(deps: AppDeps, sellerId: number): Promise<RepricerRun | null> {
  const [run] = await deps.db.select().from(runs).where(mine(sellerId)).orderBy(desc(runs.id)).limit(1);
  return run ? runView(run) : null;
}

/** Another seller's run reads as not found. */
export async function readRepricerRun(deps: AppDeps, sellerId: number, runId: number): Promise<RepricerRun> {
  const [run] = await deps.db.select().from(runs).where(and(mine(sellerId), eq(runs.id, runId)));
  if (!run) throw notFound('The repricing run');
  return runView(run);
}

/** For tests and benches: a run priced against a given market moment, as if started then. */
export async function insertRepricerRun(db: AppDeps['db'], sellerId: number, marketAt: Date) {
  const summary: RepricerRunSummary = { marketAt: marketAt.toISOString(), counts: {}, circuitBreaker: null };
  const [run] = await db.insert(runs).values({ sellerId, kind: REPRICE_RUN_KIND, summary }).returning();
  return run!;
}
