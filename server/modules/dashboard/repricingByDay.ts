import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { RepricingDay } from '../../../src/contract/dashboard';
import type { Executor } from '../../db/database';
import { repricingResults } from '../../db/schema';
import type { DayRange } from './dayRange';

/**
 * The seller's repricing results per day of the range, one GROUP BY over the results priced in
 * it. A result counts as failed when the run could not price the SKU (spec 4: FAILURE and
 * INVALID_RULE show Fail), otherwise as raised, lowered or unchanged by its new price against the
 * one it had. Days without results are there with zeros.
 */

const failed = sql`${repricingResults.outcome} in ('FAILURE', 'INVALID_RULE')`;
const count = (filter: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${filter})::int`.mapWith(Number);

export async function repricingByDay(db: Executor, sellerId: number, range: DayRange, tzOffset: number): Promise<RepricingDay[]> {
  // The result's wall-clock day on the seller's clock, as a day number since 1970-01-01.
  const day = sql<number>`(((${repricingResults.pricedAt} at time zone 'UTC') + make_interval(mins => ${tzOffset}::int))::date - date '1970-01-01')`.mapWith(Number);
  const rows = await db
    .select({
      day,
      total: sql<number>`count(*)::int`.mapWith(Number),
      failed: count(failed),
      raised: count(sql`not (${failed}) and ${repricingResults.newPrice} > ${repricingResults.previousPrice}`),
      lowered: count(sql`not (${failed}) and ${repricingResults.newPrice} < ${repricingResults.previousPrice}`),
    })
    .from(repricingResults)
    .where(and(eq(repricingResults.userId, sellerId), gte(repricingResults.pricedAt, range.start), lt(repricingResults.pricedAt, range.end)))
    // By position: the day expression's parameter is numbered apart in each clause.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return range.dates.map((date, index) => {
    const row = byDay.get(range.firstDay + index);
    if (!row) return { date, raised: 0, lowered: 0, unchanged: 0, failed: 0 };
    return { date, raised: row.raised, lowered: row.lowered, unchanged: row.total - row.failed - row.raised - row.lowered, failed: row.failed };
  });
}
