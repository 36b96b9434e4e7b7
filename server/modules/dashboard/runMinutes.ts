import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { repricingResults, runs } from '../../db/schema';
import { REPRICE_RUN_KIND } from '../repricer/run/summary';

/**
 * What each repricing run did, minute by minute: how many SKUs it priced higher, lower, the same,
 * or failed to price. A day's figures are the sum of its minutes on the seller's clock, so any UTC
 * offset gives exact days.
 *
 * A run that has ended never changes again, so its minutes are worked out once per process and
 * kept (a 100,000-SKU run is a few minutes: a few numbers); a run still going is read afresh each
 * time. Reading a day range then costs one query of the seller's runs plus, for runs not seen
 * before, one GROUP BY of their results over the (user, run) index, instead of a pass over every
 * result of the range (a 100,000-SKU seller repricing daily has three million in 30 days).
 */

export interface RunMinute {
  /** Minutes since 1970-01-01 UTC. */
  minute: number;
  raised: number;
  lowered: number;
  unchanged: number;
  failed: number;
}

const ENDED = ['DONE', 'FAILED', 'PAUSED'];
/** Runs kept per process: about five years of daily runs for a few hundred sellers, a few MB. */
const RUNS_KEPT = 100_000;
const MINUTE_MS = 60_000;
/** Runs are picked by when they ran with a day to spare each side: their results are then filtered to the minute. */
const SLACK_MS = 86_400_000;

const endedRuns = new WeakMap<object, Map<number, RunMinute[]>>();
function keptFor(db: Executor) {
  let kept = endedRuns.get(db);
  if (!kept) endedRuns.set(db, (kept = new Map()));
  return kept;
}

const failed = sql`${repricingResults.outcome} in ('FAILURE', 'INVALID_RULE')`;
const count = (filter: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${filter})::int`.mapWith(Number);

async function minutesOfRuns(db: Executor, sellerId: number, runIds: number[]) {
  const minute = sql<number>`floor(extract(epoch from ${repricingResults.pricedAt}) / 60)::int`.mapWith(Number);
  const rows = await db
    .select({
      runId: repricingResults.runId,
      minute,
      total: sql<number>`count(*)::int`.mapWith(Number),
      failed: count(failed),
      raised: count(sql`not (${failed}) and ${repricingResults.newPrice} > ${repricingResults.previousPrice}`),
      lowered: count(sql`not (${failed}) and ${repricingResults.newPrice} < ${repricingResults.previousPrice}`),
    })
    .from(repricingResults)
    .where(and(eq(repricingResults.userId, sellerId), inArray(repricingResults.runId, runIds)))
    // By position: the minute expression is the same in both clauses but drizzle would send it twice.
    .groupBy(repricingResults.runId, sql`2`);
  const byRun = new Map<number, RunMinute[]>(runIds.map((id) => [id, []]));
  for (const row of rows) {
    byRun.get(row.runId)!.push({
      minute: row.minute,
      raised: row.raised,
      lowered: row.lowered,
      unchanged: row.total - row.failed - row.raised - row.lowered,
      failed: row.failed,
    });
  }
  return byRun;
}

/** The minutes of every repricing run of the seller that ran within [start, end), with some to spare. */
export async function repricingMinutes(db: Executor, sellerId: number, start: Date, end: Date): Promise<RunMinute[]> {
  const candidates = await db
    .select({ id: runs.id, state: runs.state })
    .from(runs)
    .where(
      and(
        eq(runs.sellerId, sellerId),
        eq(runs.kind, REPRICE_RUN_KIND),
        lt(runs.createdAt, new Date(end.getTime() + SLACK_MS)),
        or(isNull(runs.finishedAt), gte(runs.finishedAt, new Date(start.getTime() - SLACK_MS))),
      ),
    );
  const kept = keptFor(db);
  const missing = candidates.filter((run) => !kept.has(run.id)).map((run) => run.id);
  const fresh = missing.length > 0 ? await minutesOfRuns(db, sellerId, missing) : new Map<number, RunMinute[]>();
  const minutes: RunMinute[] = [];
  for (const run of candidates) {
    const ofRun = kept.get(run.id) ?? fresh.get(run.id)!;
    if (ENDED.includes(run.state) && !kept.has(run.id)) {
      kept.set(run.id, ofRun);
      if (kept.size > RUNS_KEPT) kept.delete(kept.keys().next().value!);
    }
    const from = start.getTime() / MINUTE_MS;
    const to = end.getTime() / MINUTE_MS;
    minutes.push(...ofRun.filter((entry) => entry.minute >= from && entry.minute < to));
  }
  return minutes;
}
