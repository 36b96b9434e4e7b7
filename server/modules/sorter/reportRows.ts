import { sql } from 'drizzle-orm';
import { GATES, gateNumber, type ReportPeriod, type SorterReportRequest, type SorterReportRow } from '../../../src/contract';
import type { Database } from '../../db/database';
import { timeSlicer } from '../../eventLoop/timeSlices';

/**
 * The rows of an hourly, daily, weekly, monthly or yearly report: every period of the range on
 * the seller's clock (tzOffset minutes east of UTC), empty ones included, oldest first. The
 * figures come from one GROUP BY over the seller's scans in the range (the user and time index);
 * the periods themselves are counted here, so an empty one still has its row.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** PostgreSQL's date_trunc field of each period; its 'week' starts on Monday, as ISO weeks do. */
const TRUNC_UNIT: Record<ReportPeriod, string> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** The start of the period holding `local`, a wall-clock time written as if it were UTC. */
function periodStart(local: number, period: ReportPeriod): number {
  const date = new Date(local);
  switch (period) {
    case 'HOUR':
      return Math.floor(local / HOUR_MS) * HOUR_MS;
    case 'DAY':
      return Math.floor(local / DAY_MS) * DAY_MS;
    case 'WEEK': {
      const day = Math.floor(local / DAY_MS) * DAY_MS;
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return day - sinceMonday * DAY_MS;
    }
    case 'MONTH':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    case 'YEAR':
      return Date.UTC(date.getUTCFullYear(), 0, 1);
  }
}

function nextPeriod(local: number, period: ReportPeriod): number {
  const date = new Date(local);
  switch (period) {
    case 'HOUR':
      return local + HOUR_MS;
    case 'DAY':
      return local + DAY_MS;
    case 'WEEK':
      return local + 7 * DAY_MS;
    case 'MONTH':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    case 'YEAR':
      return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  }
}

/**
 * The starts (UTC milliseconds) of the periods of the range, oldest first; past `limit` periods it
 * stops counting and answers limit + 1 of them, which is all a refusal needs to know.
 */
export function reportPeriodStarts(request: SorterReportRequest, limit = Number.POSITIVE_INFINITY): number[] {
  const offset = request.tzOffset * MINUTE_MS;
  const end = new Date(request.to).getTime() + offset;
  const starts: number[] = [];
  for (let local = periodStart(new Date(request.from).getTime() + offset, request.period); local < end; local = nextPeriod(local, request.period)) {
    starts.push(local - offset);
    if (starts.length > limit) break;
  }
  return starts;
}

const gateColumn = (gate: (typeof GATES)[number]) => `gate_${gateNumber(gate)}`;

type BucketRow = Record<string, number | string>;

/**
 * The figures of the scans in [from, to), per period start. A year of a busy conveyor's scans is
 * millions of rows: one GROUP BY over them all would hold the database (on PGlite, the server's one
 * thread) for seconds. So the range is read a day at a time, the event loop given back between
 * days, and each period's figures summed over the days it spans (every figure is a count or a sum).
 */
async function bucketsOf(db: Database, userId: number, request: SorterReportRequest): Promise<Map<number, BucketRow>> {
  const offset = request.tzOffset * MINUTE_MS;
  const gateCounts = sql.join(
    GATES.map((gate) => sql`count(*) filter (where gate = ${gate})::int as ${sql.identifier(gateColumn(gate))}`),
    sql`, `,
  );
  const buckets = new Map<number, BucketRow>();
  const slicer = timeSlicer();
  const end = new Date(request.to).getTime();
  for (let from = new Date(request.from).getTime(); from < end; from += DAY_MS) {
    const to = Math.min(from + DAY_MS, end);
    // The scan's wall-clock time on the seller's clock, truncated to its period, as epoch seconds.
    const result = (await db.execute(sql`
      select extract(epoch from date_trunc(${TRUNC_UNIT[request.period]}, (scanned_at at time zone 'UTC') + make_interval(mins => ${request.tzOffset}::int)))::float8 as bucket,
             count(*)::int as total,
             count(*) filter (where fallback is null)::int as selected,
             coalesce(sum(price) filter (where fallback is null), 0)::float8 as price,
             coalesce(sum(payout) filter (where fallback is null), 0)::float8 as payout,
             ${gateCounts}
      from sorter_scans
      where user_id = ${userId} and scanned_at >= ${new Date(from).toISOString()} and scanned_at < ${new Date(to).toISOString()}
      group by 1`)) as unknown as { rows: BucketRow[] };
    for (const row of result.rows) {
      const start = Number(row.bucket) * 1000 - offset;
      const known = buckets.get(start);
      if (!known) buckets.set(start, row);
      else for (const [column, value] of Object.entries(row)) if (column !== 'bucket') known[column] = Number(known[column] ?? 0) + Number(value);
    }
    await slicer.pause();
  }
  return buckets;
}

export async function reportRows(db: Database, userId: number, request: SorterReportRequest): Promise<SorterReportRow[]> {
  const buckets = await bucketsOf(db, userId, request);
  return reportPeriodStarts(request).map((start) => {
    const row = buckets.get(start);
    const total = Number(row?.total ?? 0);
    const selected = Number(row?.selected ?? 0);
    return {
      start: new Date(start).toISOString(),
      totalScan: total,
      selectedGatesTotal: selected,
      fallbackRejects: total - selected,
      salesPrice: Number(row?.price ?? 0),
      totalPayout: Number(row?.payout ?? 0),
      gates: GATES.map((gate) => Number(row?.[gateColumn(gate)] ?? 0)),
    };
  });
}
