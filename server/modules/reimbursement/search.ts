import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import {
  CLAIM_STATUSES,
  REIMBURSEMENT_EXPIRING_DAYS,
  REIMBURSEMENT_PAGE_SIZE_DEFAULT,
  type ClaimStatus,
  type ReimbursementFilters,
  type ReimbursementPage,
  type ReimbursementSortField,
  type ReimbursementStatusTotal,
} from '../../../src/contract';
import { reimbursementLosses as losses } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { containsPattern } from '../lister/sessionsService';
import { lossColumns, lossMatches, paidAt, statusAt, toReimbursementRow } from './lossRows';

const DAY_MS = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

/** The filters as one condition on the seller's losses. */
export function lossFilter(sellerId: number, filters: ReimbursementFilters, now: Date): SQL {
  if (filters.from && filters.to && filters.from > filters.to) throw invalidInput('to must be on or after from.');
  const pattern = filters.searchText ? containsPattern(filters.searchText) : null;
  return and(
    eq(losses.sellerId, sellerId),
    pattern
      ? lossMatches(pattern)
      : undefined,
    filters.statuses?.length ? inArray(statusAt(now), filters.statuses) : undefined,
    filters.kinds?.length ? inArray(losses.kind, filters.kinds) : undefined,
    filters.from ? gte(losses.occurredAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(losses.occurredAt, nextDay(filters.to)) : undefined,
  )!;
}

/** The report's order, the id last so that pages never overlap. */
export function lossOrder(field: ReimbursementSortField, order: 'ASC' | 'DESC', now: Date): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  const statusRank = sql`array_position(array[${sql.join(CLAIM_STATUSES.map((status) => sql`${status}`), sql`, `)}]::text[], ${statusAt(now)})`;
  const column = {
    OCCURRED: losses.occurredAt,
    DEADLINE: losses.claimDeadline,
    VALUE: losses.value,
    TITLE: losses.title,
    SKU: losses.sku,
    SHIPMENT: losses.shipmentCode,
    STATUS: statusRank,
  }[field];
  return [direction(column), direction(losses.id)];
}

async function totalsOf(deps: Pick<AppDeps, 'db'>, sellerId: number, now: Date) {
  const status = statusAt(now);
  const grouped = await deps.db
    .select({
      status,
      count: count(),
      units: sum(losses.units).mapWith(Number),
      value: sum(losses.value).mapWith(Number),
      amount: sum(paidAt(now)).mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${losses.claimDeadline} <= ${new Date(now.getTime() + REIMBURSEMENT_EXPIRING_DAYS * DAY_MS).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(losses)
    .where(eq(losses.sellerId, sellerId))
    // By position: the status expression carries its own parameters, so a second copy would not match it.
    .groupBy(sql`1`);
  const totals = Object.fromEntries(CLAIM_STATUSES.map((key) => [key, { count: 0, units: 0, value: 0, amount: 0 }])) as Record<ClaimStatus, ReimbursementStatusTotal>;
  let expiringSoon = 0;
  for (const row of grouped) {
    totals[row.status] = { count: row.count, units: row.units, value: row.value, amount: row.amount };
    if (row.status === 'ELIGIBLE') expiringSoon = row.expiring;
  }
  return { totals, expiringSoon };
}

export async function searchLosses(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  sellerId: number,
  query: ReimbursementFilters & { page?: number | undefined; pageSize?: number | undefined },
): Promise<ReimbursementPage> {
  const now = deps.clock();
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? REIMBURSEMENT_PAGE_SIZE_DEFAULT;
  const where = lossFilter(sellerId, query, now);
  const [records, [matching], { totals, expiringSoon }] = await Promise.all([
    deps.db
      .select(lossColumns(now))
      .from(losses)
      .where(where)
      .orderBy(...lossOrder(query.sortField, query.sortOrder, now))
      .limit(pageSize)
      .offset(page * pageSize),
    deps.db.select({ total: count() }).from(losses).where(where),
    totalsOf(deps, sellerId, now),
  ]);
  return { rows: records.map((record) => toReimbursementRow(record, now)), total: matching?.total ?? 0, page, pageSize, totals, expiringSoon };
}
