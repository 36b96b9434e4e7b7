import { sql, type SQL } from 'drizzle-orm';
import type { ActivityActor } from '../../../src/contract';

/**
 * The sources of the activity list, each a SELECT of the same columns: id, at, actor, kind,
 * user_id, staff_email, action, detail. Each names its time, seller and actor expressions so that
 * the filters apply inside it, where its indexes can serve them.
 */
export interface ActivityBranch {
  at: SQL;
  userId: SQL;
  actor: SQL;
  select: SQL;
  from: SQL;
}

const sellerActor = sql`'SELLER'`;
const staffActor = sql`'STAFF'`;

export const ACTIVITY_BRANCHES: ActivityBranch[] = [
  {
    at: sql`s.created_at`,
    userId: sql`s.user_id`,
    actor: sql`(case when s.impersonated_by_admin_id is null then 'SELLER' else 'STAFF' end)`,
    select: sql`'SIGN_IN:' || s.id, s.created_at, case when s.impersonated_by_admin_id is null then 'SELLER' else 'STAFF' end, 'SIGN_IN', s.user_id, a.email,
      case when s.impersonated_by_admin_id is null then 'Signed in' else 'Signed in as the seller' end,
      case when s.impersonated_by_admin_id is null then 'A sign-in with the password' else 'A staff session of at most an hour (login as user)' end`,
    from: sql`seller_sessions s left join admins a on a.id = s.impersonated_by_admin_id`,
  },
  {
    at: sql`l.created_at`,
    userId: sql`l.user_id`,
    actor: sellerActor,
    select: sql`'LISTING_SESSION:' || l.id, l.created_at, 'SELLER', 'LISTING_SESSION', l.user_id, null::text, 'Listing session started', l.channel || ' session "' || l.name || '" (' || l.status || ')'`,
    from: sql`listing_sessions l`,
  },
  {
    at: sql`n.created_at`,
    userId: sql`n.user_id`,
    actor: sellerActor,
    select: sql`'LISTER_PLAN:' || n.id, n.created_at, 'SELLER', 'LISTER_PLAN', n.user_id, null::text, 'Lister plan started',
      'Session "' || n.name || '"' || coalesce(', plan ' || n.plan_status, '') || case when n.completed_at is null then '' else ', completed' end`,
    from: sql`nsessions n`,
  },
  {
    at: sql`r.created_at`,
    userId: sql`r.seller_id`,
    actor: sellerActor,
    select: sql`'RUN:' || r.id, r.created_at, 'SELLER', 'RUN', r.seller_id, null::text, initcap(replace(r.kind, '_', ' ')) || ' run',
      r.state || ': ' || r.done || coalesce(' of ' || r.total, '') || ' done' || coalesce(' (' || r.error || ')', '')`,
    from: sql`runs r`,
  },
  {
    at: sql`e.at`,
    userId: sql`e.user_id`,
    actor: sql`(case when e.cause = 'STAFF' then 'STAFF' else 'SELLER' end)`,
    select: sql`'SUBSCRIPTION:' || e.id, e.at, case when e.cause = 'STAFF' then 'STAFF' else 'SELLER' end, 'SUBSCRIPTION', e.user_id, a.email, e.type, e.detail`,
    from: sql`subscription_events e left join admins a on a.id = e.actor_admin_id`,
  },
  {
    at: sql`x.at`,
    userId: sql`x.user_id`,
    actor: staffActor,
    select: sql`'STAFF_ACTION:' || x.id, x.at, 'STAFF', 'STAFF_ACTION', x.user_id, x.admin_email, x.action, x.detail::text`,
    from: sql`staff_actions x`,
  },
];

export interface ActivityFilters {
  /** Null: every seller (and staff actions on shared lists); else these sellers only. */
  userIds: number[] | null;
  from: string | null;
  /** Exclusive: the day after the last one asked for. */
  before: string | null;
  actor: ActivityActor | null;
}

/** One branch filtered and cut to the rows the page can need, newest first. */
export function branchQuery(branch: ActivityBranch, filters: ActivityFilters, rowsNeeded: number): SQL {
  const conditions: SQL[] = [];
  if (filters.userIds) conditions.push(sql`${branch.userId} in (${sql.join(filters.userIds.map((id) => sql`${id}`), sql`, `)})`);
  if (filters.from) conditions.push(sql`${branch.at} >= ${filters.from}::timestamptz`);
  if (filters.before) conditions.push(sql`${branch.at} < ${filters.before}::timestamptz`);
  if (filters.actor) conditions.push(sql`${branch.actor} = ${filters.actor}`);
  const where = conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`;
  return sql`(select ${branch.select} from ${branch.from}${where} order by ${branch.at} desc limit ${rowsNeeded})`;
}
