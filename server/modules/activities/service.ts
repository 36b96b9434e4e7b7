import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Activity, ActivityActor, ActivityKind } from '../../../src/contract';
import { activityQuery } from '../../../src/contract';
import type { AppDeps } from '../../deps';
import { ACTIVITY_BRANCHES, branchQuery, type ActivityFilters } from './branches';

const DEFAULT_PAGE_SIZE = 50;
/** A search by address that matches more sellers than this is narrowed by the screen, not read whole. */
const MATCHED_SELLERS_MAX = 500;

interface ActivityRow {
  id: string;
  at: string | Date;
  actor: ActivityActor;
  kind: ActivityKind;
  user_id: number | null;
  user_email: string | null;
  staff_email: string | null;
  action: string;
  detail: string;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The sellers the query names: by id, by part of their address, or everyone (null). */
async function sellersAsked(deps: AppDeps, query: z.output<typeof activityQuery>): Promise<number[] | null> {
  if (query.userId === undefined && query.email === null) return null;
  const conditions = [];
  if (query.userId !== undefined) conditions.push(sql`id = ${query.userId}`);
  if (query.email !== null) conditions.push(sql`strpos(lower(email), ${query.email.toLowerCase()}) > 0`);
  const result = (await deps.db.execute(
    sql`select id from users where ${sql.join(conditions, sql` and `)} order by id limit ${MATCHED_SELLERS_MAX}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map(({ id }) => id);
}

/**
 * GET user/activity: the sources' newest rows merged. Each source is cut to the rows the asked page
 * could hold before they are merged, so a page costs a few index reads per source, however long
 * the history.
 */
export async function listActivities(deps: AppDeps, query: z.output<typeof activityQuery>) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const userIds = await sellersAsked(deps, query);
  if (userIds?.length === 0) return { items: [], page, pageSize, hasMore: false };
  const filters: ActivityFilters = { userIds, from: query.from ? `${query.from}T00:00:00.000Z` : null, before: query.to ? nextDay(query.to) : null, actor: query.actor ?? null };
  const offset = (page - 1) * pageSize;
  const rowsNeeded = offset + pageSize + 1;
  const merged = sql.join(
    ACTIVITY_BRANCHES.map((branch) => branchQuery(branch, filters, rowsNeeded)),
    sql` union all `,
  );
  const result = (await deps.db.execute(sql`
    select a.id, a.at, a.actor, a.kind, a.user_id, u.email as user_email, a.staff_email, a.action, a.detail
    from (${merged}) as a (id, at, actor, kind, user_id, staff_email, action, detail)
    left join users u on u.id = a.user_id
    order by a.at desc, a.id desc
    offset ${offset} limit ${pageSize + 1}`)) as unknown as { rows: ActivityRow[] };
  const rows = result.rows;
  const items: Activity[] = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    kind: row.kind,
    userId: row.user_id,
    userEmail: row.user_email,
    staffEmail: row.staff_email,
    action: row.action,
    detail: row.detail,
  }));
  return { items, page, pageSize, hasMore: rows.length > pageSize };
}
