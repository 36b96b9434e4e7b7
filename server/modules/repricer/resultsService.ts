import { and, asc, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_TYPE_LABELS,
  LATEST_RESULTS_PAGE_SIZE,
  RESULT_STATES,
  stateOfCode,
  type GroupType,
  type RepricingResult,
  type ResultCode,
  type ResultState,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { repricingResults } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { containsPattern } from '../lister/sessionsService';
import { sellerGroups } from './groups';

/**
 * Repricing results (spec 7.8, section 4): the search of one run, the dashboard's latest results
 * and the per-group summary of each group's latest run. Runs write the rows; this only reads them.
 *
 * Decisions where the spec is silent:
 * - The search reads one run: the one asked for, or the seller's latest. It lists by SKU, then id,
 *   and matches the text case-insensitively anywhere in the SKU, ASIN or title.
 * - A code that does not belong to the state asked for is a 400, not an empty page: the screen
 *   offers codes under their state, so such a pair is a mistake worth saying.
 * - The latest results are the latest run's, most recently priced first.
 */

type ResultRow = typeof repricingResults.$inferSelect;

const view = (row: ResultRow): RepricingResult => ({
  id: row.id,
  runId: row.runId,
  sku: row.sku,
  asin: row.asin,
  title: row.title,
  groupType: row.groupType as GroupType,
  state: row.state as ResultState,
  code: row.code as ResultCode,
  reasons: row.reasons as RepricingResult['reasons'],
  outcome: row.outcome as RepricingResult['outcome'],
  failureCode: row.failureCode as RepricingResult['failureCode'],
  previousPrice: row.previousPrice,
  newPrice: row.newPrice,
  trail: row.trail,
  pricedAt: row.pricedAt.toISOString(),
});

async function latestRunId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ runId: max(repricingResults.runId) }).from(repricingResults).where(eq(repricingResults.userId, userId));
  return row?.runId ?? null;
}

interface ResultQuery {
  runId?: number | undefined;
  state?: ResultState | undefined;
  code?: ResultCode | undefined;
  groupType?: GroupType | undefined;
  searchText?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

async function resultPage(db: Executor, userId: number, runId: number | null, filters: SQL[], order: SQL[], page: number, pageSize: number) {
  if (runId === null) return { content: [], total: 0, page, runId };
  const where = and(eq(repricingResults.userId, userId), eq(repricingResults.runId, runId), ...filters);
  const [total] = await db.select({ count: count() }).from(repricingResults).where(where);
  const rows = await db
    .select()
    .from(repricingResults)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(page * pageSize);
  return { content: rows.map(view), total: total!.count, page, runId };
}

export async function searchResults(deps: AppDeps, userId: number, query: ResultQuery) {
  if (query.state && query.code && stateOfCode(query.code) !== query.state) {
    throw invalidInput(`code ${query.code} is not a code of the state ${query.state}.`);
  }
  const filters: SQL[] = [];
  if (query.state) filters.push(eq(repricingResults.state, query.state));
  if (query.code) filters.push(eq(repricingResults.code, query.code));
  if (query.groupType) filters.push(eq(repricingResults.groupType, query.groupType));
  if (query.searchText) {
    const pattern = containsPattern(query.searchText);
    filters.push(or(ilike(repricingResults.sku, pattern), ilike(repricingResults.asin, pattern), ilike(repricingResults.title, pattern))!);
  }
  const runId = query.runId ?? (await latestRunId(deps.db, userId));
  const order = [asc(repricingResults.sku), asc(repricingResults.id)];
  return resultPage(deps.db, userId, runId, filters, order, query.page ?? 0, query.pageSize ?? 20);
}

export async function latestResults(deps: AppDeps, userId: number, pageSize = LATEST_RESULTS_PAGE_SIZE) {
  const runId = await latestRunId(deps.db, userId);
  return resultPage(deps.db, userId, runId, [], [desc(repricingResults.pricedAt), desc(repricingResults.id)], 0, pageSize);
}

/** For each group, the counts per state of the latest run that priced any of its SKUs. */
export async function resultSummary(deps: AppDeps, userId: number) {
  const latest = deps.db
    .select({ groupType: repricingResults.groupType, runId: max(repricingResults.runId).as('latest_run') })
    .from(repricingResults)
    .where(eq(repricingResults.userId, userId))
    .groupBy(repricingResults.groupType)
    .as('latest');
  const rows = await deps.db
    .select({
      groupType: repricingResults.groupType,
      runId: repricingResults.runId,
      state: repricingResults.state,
      count: count(),
      ranAt: sql<string>`max(${repricingResults.pricedAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(repricingResults)
    .innerJoin(latest, and(eq(latest.groupType, repricingResults.groupType), eq(latest.runId, repricingResults.runId)))
    .where(eq(repricingResults.userId, userId))
    .groupBy(repricingResults.groupType, repricingResults.runId, repricingResults.state);
  const groups = await sellerGroups(deps.db, userId);
  return groups.map(({ groupType }) => {
    const mine = rows.filter((row) => row.groupType === groupType);
    const counts = Object.fromEntries(RESULT_STATES.map((state) => [state, mine.find((row) => row.state === state)?.count ?? 0]));
    const ranAt = mine.reduce<Date | null>((last, row) => (last && last > row.ranAt ? last : row.ranAt), null);
    return {
      groupType: groupType as GroupType,
      label: GROUP_TYPE_LABELS[groupType as GroupType],
      runId: mine[0]?.runId ?? null,
      ranAt: ranAt?.toISOString() ?? null,
      counts: counts as Record<ResultState, number>,
    };
  });
}
