import { sql } from 'drizzle-orm';
import type { AdminDayRange } from '../../../src/contract/admin/dashboard';
import { ADMIN_DASHBOARD_DEFAULT_DAYS, ADMIN_DASHBOARD_MAX_DAYS } from '../../../src/contract/admin/listOptions';
import { resolveDayRange, type DayRange } from '../dashboard/dayRange';

/** The dashboard's range of UTC days: the seller charts' day range at offset 0, up to a year long. */
export function utcDayRange(query: AdminDayRange, now: Date): DayRange {
  return resolveDayRange({ ...query, tzOffset: 0 }, now, { defaultDays: ADMIN_DASHBOARD_DEFAULT_DAYS, maxDays: ADMIN_DASHBOARD_MAX_DAYS });
}

/**
 * The UTC day of a timestamp column (a constant expression of this module's queries, never input)
 * as a whole number of days since 1970-01-01: exact whatever the session's TimeZone, which a cast
 * to date would follow.
 */
export const dayOf = (column: string) => sql.raw(`floor(extract(epoch from ${column}) / 86400)::int`);

/** The column's instant falls within the range's days: [first day 00:00 UTC, the day after the last). */
export const inRange = (column: string, range: DayRange) =>
  sql`${sql.raw(column)} >= ${range.start.toISOString()} and ${sql.raw(column)} < ${range.end.toISOString()}`;

/** Event types after which a subscription is ACTIVE, and the two that end an ACTIVE spell. */
export const ACTIVATING_TYPES = ['Subscribed', 'Subscription Activated', 'Usage Restored'] as const;
export const CHURN_TYPES = ['Unsubscribed', 'Subscription Frozen'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
export const activating = list(ACTIVATING_TYPES);
export const churning = list(CHURN_TYPES);

/**
 * The subscription events before `end`, each with the type of the one before it on the same
 * subscription and when the next one happened: the spells a subscription was in.
 */
export const eventSpells = (end: Date) => sql`
  select e.id, e.subscription_id, e.user_id, e.type, e.at,
         lag(e.type) over (partition by e.subscription_id order by e.at, e.id) as previous_type,
         lead(e.at) over (partition by e.subscription_id order by e.at, e.id) as next_at
  from subscription_events e
  where e.at < ${end.toISOString()}`;

/**
 * Churn: an event that ends an ACTIVE spell. A cancel of a subscription that was already frozen
 * is not churn again: it left ACTIVE when it froze.
 */
export const isChurn = sql`spells.type in (${churning}) and spells.previous_type in (${activating})`;

export type Rows<Row> = { rows: Row[] };
