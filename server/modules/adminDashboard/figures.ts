import { sql } from 'drizzle-orm';
import type { AdminDashboard, AdminDayRange, DashboardMoney } from '../../../src/contract/admin/dashboard';
import { CURRENCIES, type Currency } from '../../../src/contract';
import type { Executor } from '../../db/database';
import type { DayRange } from '../dashboard/dayRange';
import { activating, dayOf, eventSpells, inRange, isChurn, utcDayRange, type Rows } from './utcDays';

/**
 * The dashboard's figures per UTC day, each a GROUP BY by day over its table: five small queries
 * whatever the number of sellers, with days without rows filled with zeros here.
 */
export async function dashboardFigures(db: Executor, query: AdminDayRange, now: Date): Promise<AdminDashboard> {
  const range = utcDayRange(query, now);
  const [signUps, active, churn, money] = await Promise.all([
    signUpsByDay(db, range),
    activeByDay(db, range),
    churnByDay(db, range),
    moneyByDay(db, range),
  ]);
  const days = range.dates.map((date, slot) => ({
    date,
    signUps: signUps.get(range.firstDay + slot) ?? 0,
    active: active.counts.map((perDay) => perDay[slot]!),
    unsubscribed: churn.get(`${range.firstDay + slot}:Unsubscribed`) ?? 0,
    frozen: churn.get(`${range.firstDay + slot}:Subscription Frozen`) ?? 0,
  }));
  const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    from: range.from,
    to: range.to,
    plans: active.plans,
    days,
    money,
    totals: {
      signUps: sum((day) => day.signUps),
      activeAtStart: active.atStart,
      activeAtEnd: days.at(-1)?.active.reduce((total, count) => total + count, 0) ?? 0,
      unsubscribed: sum((day) => day.unsubscribed),
      frozen: sum((day) => day.frozen),
    },
  };
}

async function signUpsByDay(db: Executor, range: DayRange): Promise<Map<number, number>> {
  const result = (await db.execute(sql`
    select ${dayOf('created_at')} as day, count(*)::int as n from users where ${inRange('created_at', range)} group by 1`)) as unknown as Rows<{ day: number; n: number }>;
  return new Map(result.rows.map((row) => [Number(row.day), Number(row.n)]));
}

async function churnByDay(db: Executor, range: DayRange): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select ${dayOf('spells.at')} as day, spells.type, count(*)::int as n
    from (${eventSpells(range.end)}) spells
    where ${isChurn} and ${inRange('spells.at', range)}
    group by 1, 2`)) as unknown as Rows<{ day: number; type: string; n: number }>;
  return new Map(result.rows.map((row) => [`${Number(row.day)}:${row.type}`, Number(row.n)]));
}

/**
 * ACTIVE subscriptions at the end of each day, per plan. An ACTIVE spell that began on day a and
 * ended (by the subscription's next event) on day b was ACTIVE at the end of days a to b - 1: it
 * adds one on day a and takes one off on day b, and a running sum gives each day's count. Days
 * before the range are folded into the day before it, which is the count the range starts from.
 */
async function activeByDay(db: Executor, range: DayRange) {
  const before = range.firstDay - 1;
  const result = (await db.execute(sql`
    with active as (
      select s.plan_id, spells.at, spells.next_at
      from (${eventSpells(range.end)}) spells join subscriptions s on s.id = spells.subscription_id
      where spells.type in (${activating})
    ), changes as (
      select plan_id, ${dayOf('at')} as day, 1 as delta from active
      union all
      select plan_id, ${dayOf('next_at')}, -1 from active where next_at is not null
    )
    select p.id, p.code, p.name, greatest(changes.day, ${before}::int) as day, sum(changes.delta)::int as delta
    from changes join plans p on p.id = changes.plan_id
    group by p.id, p.code, p.name, p.position, 4
    order by p.position, p.id, 4`)) as unknown as Rows<{ id: number; code: string; name: string; day: number; delta: number }>;

  const byPlan = new Map<number, { plan: { id: number; code: string; name: string }; counts: number[]; atStart: number }>();
  for (const row of result.rows) {
    let entry = byPlan.get(row.id);
    if (!entry) byPlan.set(row.id, (entry = { plan: { id: row.id, code: row.code, name: row.name }, counts: new Array<number>(range.dates.length).fill(0), atStart: 0 }));
    const slot = Number(row.day) - range.firstDay;
    if (slot < 0) entry.atStart += Number(row.delta);
    else entry.counts[slot]! += Number(row.delta);
  }
  const shown = [...byPlan.values()].map((entry) => {
    let running = entry.atStart;
    return { ...entry, counts: entry.counts.map((delta) => (running += delta)) };
  });
  const kept = shown.filter((entry) => entry.atStart > 0 || entry.counts.some((count) => count > 0));
  return {
    plans: kept.map((entry) => entry.plan),
    counts: kept.map((entry) => entry.counts),
    atStart: kept.reduce((total, entry) => total + entry.atStart, 0),
  };
}

/** Revenue (invoices paid, refunded since or not) and refunds the processor confirmed, per currency and day. */
async function moneyByDay(db: Executor, range: DayRange): Promise<DashboardMoney[]> {
  const result = (await db.execute(sql`
    select currency, ${dayOf('paid_at')} as day, sum(total_cents)::bigint as revenue, count(*)::int as invoices, 0::bigint as refunds, 0 as refund_count
    from invoices where paid_at is not null and ${inRange('paid_at', range)}
    group by 1, 2
    union all
    select currency, ${dayOf('coalesce(settled_at, created_at)')}, 0, 0, sum(amount_cents)::bigint, count(*)::int
    from invoice_refunds where state = 'SUCCEEDED' and ${inRange('coalesce(settled_at, created_at)', range)}
    group by 1, 2`)) as unknown as Rows<{ currency: Currency; day: number; revenue: string | number; invoices: number; refunds: string | number; refund_count: number }>;

  const byCurrency = new Map<Currency, DashboardMoney>();
  const entryOf = (currency: Currency) => {
    let entry = byCurrency.get(currency);
    if (!entry) {
      const days = range.dates.map((date) => ({ date, revenue: 0, refunds: 0 }));
      byCurrency.set(currency, (entry = { currency, revenue: 0, paidInvoices: 0, refunds: 0, refundCount: 0, days }));
    }
    return entry;
  };
  entryOf('USD');
  for (const row of result.rows) {
    const entry = entryOf(row.currency);
    const day = entry.days[Number(row.day) - range.firstDay]!;
    day.revenue += Number(row.revenue);
    day.refunds += Number(row.refunds);
    entry.revenue += Number(row.revenue);
    entry.paidInvoices += Number(row.invoices);
    entry.refunds += Number(row.refunds);
    entry.refundCount += Number(row.refund_count);
  }
  return [...byCurrency.values()].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}
