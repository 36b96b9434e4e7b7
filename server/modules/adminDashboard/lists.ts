import { sql, type SQL } from 'drizzle-orm';
import type { AdminDashboardListArgs as ListQuery, ChurnRow, DashboardPage, RefundRow, SignUpRow } from '../../../src/contract/admin/dashboard';
import type { Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { eventSpells, inRange, isChurn, utcDayRange, type Rows } from './utcDays';

/**
 * The rows behind the dashboard's figures, over the same UTC days and by the same rules, newest
 * first, a page at a time (count(*) over () gives the total with the page, in one query).
 */


const iso = (value: Date | string) => new Date(value).toISOString();
const userColumns = sql`u.id as user_id, u.email, trim(u.first_name || ' ' || u.last_name) as name, u.deleted_at is not null as deleted`;

interface UserRow {
  user_id: number;
  email: string;
  name: string;
  deleted: boolean;
  total: number;
}
const userRef = (row: UserRow) => ({ userId: row.user_id, email: row.email, name: row.name, deleted: row.deleted });

async function page<Row extends UserRow, Out>(db: Executor, query: ListQuery, select: SQL, toRow: (row: Row) => Out): Promise<DashboardPage<Out>> {
  const result = (await db.execute(sql`${select} limit ${query.pageSize} offset ${query.page * query.pageSize}`)) as unknown as Rows<Row>;
  let total = Number(result.rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count it apart (a link kept from a longer list).
  if (result.rows.length === 0 && query.page > 0) {
    const counted = (await db.execute(sql`select count(*)::int as total from (${select}) matched`)) as unknown as Rows<{ total: number }>;
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { rows: result.rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

export async function signUpList(db: Executor, query: ListQuery, now: Date): Promise<DashboardPage<SignUpRow>> {
  const range = utcDayRange(query, now);
  type Row = UserRow & { company: string | null; created_at: string; active_plans: string[] | null };
  return page<Row, SignUpRow>(
    db,
    query,
    sql`
      select ${userColumns}, u.company_name as company, u.created_at, count(*) over () as total,
             (select array_agg(p.name order by p.position, p.id) from subscriptions s join plans p on p.id = s.plan_id
              where s.user_id = u.id and s.status = 'ACTIVE') as active_plans
      from users u
      where ${inRange('u.created_at', range)}
      order by u.created_at desc, u.id desc`,
    (row) => ({ ...userRef(row), company: row.company, registeredAt: iso(row.created_at), activePlans: row.active_plans ?? [] }),
  );
}

export async function churnList(db: Executor, query: ListQuery, now: Date): Promise<DashboardPage<ChurnRow>> {
  const range = utcDayRange(query, now);
  type Row = UserRow & {
    id: number;
    subscription_id: number;
    plan: string;
    type: ChurnRow['type'];
    at: string;
    seller_reason: string | null;
    seller_comment: string | null;
    staff_reason: string | null;
  };
  return page<Row, ChurnRow>(
    db,
    query,
    sql`
      select spells.id, spells.subscription_id, spells.type, spells.at, p.name as plan, ${userColumns}, count(*) over () as total,
             -- What the seller said is kept on the subscription while it stays cancelled; a frozen one has none.
             case when spells.type = 'Unsubscribed' then s.unsubscribe_reason end as seller_reason,
             case when spells.type = 'Unsubscribed' then s.unsubscribe_comment end as seller_comment,
             r.value as staff_reason
      from (${eventSpells(range.end)}) spells
      join subscriptions s on s.id = spells.subscription_id
      join plans p on p.id = s.plan_id
      join users u on u.id = spells.user_id
      left join unsubscribe_reasons r on r.id = u.unsubscribe_reason_id
      where ${isChurn} and ${inRange('spells.at', range)}
      order by spells.at desc, spells.id desc`,
    (row) => ({
      id: row.id,
      ...userRef(row),
      subscriptionId: row.subscription_id,
      plan: row.plan,
      type: row.type,
      at: iso(row.at),
      sellerReason: row.seller_reason,
      sellerComment: row.seller_comment,
      staffReason: row.staff_reason,
    }),
  );
}

export async function refundList(db: Executor, query: ListQuery, now: Date): Promise<DashboardPage<RefundRow>> {
  const range = utcDayRange(query, now);
  type Row = UserRow & { id: number; credit_note_number: string; invoice_number: string; amount_cents: number; currency: Currency; reason: string; settled: string };
  return page<Row, RefundRow>(
    db,
    query,
    sql`
      select r.id, r.credit_note_number, i.number as invoice_number, r.amount_cents, r.currency, r.reason,
             coalesce(r.settled_at, r.created_at) as settled, ${userColumns}, count(*) over () as total
      from invoice_refunds r join invoices i on i.id = r.invoice_id join users u on u.id = r.user_id
      where r.state = 'SUCCEEDED' and ${inRange('coalesce(r.settled_at, r.created_at)', range)}
      order by settled desc, r.id desc`,
    (row) => ({
      id: row.id,
      ...userRef(row),
      creditNoteNumber: row.credit_note_number,
      invoiceNumber: row.invoice_number,
      amount: Number(row.amount_cents),
      currency: row.currency,
      reason: row.reason,
      settledAt: iso(row.settled),
    }),
  );
}
