import { and, asc, count, countDistinct, desc, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  ADMIN_REIMBURSEMENT_TAB_STATUSES,
  ADMIN_REIMBURSEMENT_TABS,
  type AdminClaimPage,
  type AdminReimbursementArgs,
  type AdminReimbursementTab,
  type AdminReimbursementTabTotal,
} from '../../../src/contract';
import { reimbursementLosses as losses, users } from '../../db/schema';
import type { Executor } from '../../db/database';
import { containsPattern } from '../lister/sessionsService';
import { lossColumns, lossMatches, paidAt, statusAt, toReimbursementRow } from '../reimbursement/lossRows';

/**
 * Every seller's losses by tab, with the seller's report's own status rules (lossRows.ts), so a loss
 * is in the same state here as on the seller's screen.
 */

const statusList = (statuses: readonly string[]) => sql.join(statuses.map((status) => sql`${status}`), sql`, `);

/** The tab of a loss's status; null for EXPIRED (in no tab). */
function tabAt(now: Date): SQL<AdminReimbursementTab | null> {
  const status = statusAt(now);
  const arms = ADMIN_REIMBURSEMENT_TABS.map((tab) => sql`when ${status} in (${statusList(ADMIN_REIMBURSEMENT_TAB_STATUSES[tab])}) then ${tab}`);
  return sql<AdminReimbursementTab | null>`(case ${sql.join(arms, sql` `)} end)`;
}

/** Open losses by the end of their claim window, soonest first; claims newest first; payments newest first. */
function tabOrder(tab: AdminReimbursementTab): SQL[] {
  if (tab === 'open') return [asc(losses.claimDeadline), asc(losses.id)];
  if (tab === 'claimed') return [desc(losses.claimedAt), desc(losses.id)];
  return [desc(sql`coalesce(${losses.decidedAt}, ${losses.occurredAt})`), desc(losses.id)];
}

function searchFilter(searchText: string | undefined): SQL | undefined {
  if (!searchText) return undefined;
  const pattern = containsPattern(searchText);
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.companyName, pattern),
    lossMatches(pattern),
    ilike(losses.caseId, pattern),
  );
}

async function tabTotals(db: Executor, now: Date): Promise<Record<AdminReimbursementTab, AdminReimbursementTabTotal>> {
  const rows = await db
    .select({
      tab: tabAt(now),
      count: count(),
      sellers: countDistinct(losses.sellerId),
      units: sum(losses.units).mapWith(Number),
      value: sum(losses.value).mapWith(Number),
      amount: sum(paidAt(now)).mapWith(Number),
    })
    .from(losses)
    // By position: the tab expression carries its own parameters, so a second copy would not match it.
    .groupBy(sql`1`);
  const totals = Object.fromEntries(ADMIN_REIMBURSEMENT_TABS.map((tab) => [tab, { count: 0, sellers: 0, units: 0, value: 0, amount: 0 }])) as Record<
    AdminReimbursementTab,
    AdminReimbursementTabTotal
  >;
  for (const { tab, ...figures } of rows) if (tab) totals[tab] = figures;
  return totals;
}

export async function searchClaims(db: Executor, query: AdminReimbursementArgs, now: Date): Promise<AdminClaimPage> {
  const where = and(inArray(statusAt(now), [...ADMIN_REIMBURSEMENT_TAB_STATUSES[query.tab]]), searchFilter(query.searchText));
  const [records, [matching], totals] = await Promise.all([
    db
      .select({ ...lossColumns(now), userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, company: users.companyName })
      .from(losses)
      .innerJoin(users, eq(users.id, losses.sellerId))
      .where(where)
      .orderBy(...tabOrder(query.tab))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(losses).innerJoin(users, eq(users.id, losses.sellerId)).where(where),
    tabTotals(db, now),
  ]);
  return {
    rows: records.map(({ userId, email, firstName, lastName, company, ...record }) => ({
      ...toReimbursementRow(record, now),
      seller: { userId, email, name: `${firstName} ${lastName}`.trim(), company },
    })),
    total: matching?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}
