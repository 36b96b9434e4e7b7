import { sql, type SQL } from 'drizzle-orm';

/**
 * The per-seller figures of the users list, as SQL. Counts the database keeps (seller_figures, sf):
 * - invoice qty: invoices paid (PAID, or REFUNDED after), whatever their date;
 * - FBA and FBM sessions: listing sessions by channel, the newer flow's (always FBA) included,
 *   whatever their state.
 * Counted here, joined only when a filter or the sort reads it (the page's rows read it per seller):
 * - last month: what the seller paid in the previous calendar month (UTC): the totals of invoices
 *   paid in it, less what was refunded on those invoices since. In minor units of their currency.
 */

export type Figure = 'lastMonth';

/** [start, end) of the calendar month before `now`'s, in UTC. */
export function lastMonthOf(now: Date): { start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start: new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1)), end };
}

export const figureJoins: Record<Figure, (now: Date) => SQL> = {
  lastMonth: (now) => {
    const { start, end } = lastMonthOf(now);
    return sql`
    LEFT JOIN (
      SELECT user_id, sum(total_cents - refunded_cents)::integer AS amount FROM invoices
      WHERE paid_at >= ${start.toISOString()}::timestamptz AND paid_at < ${end.toISOString()}::timestamptz GROUP BY user_id
    ) AS last_month ON last_month.user_id = u.id`;
  },
};

/** The figures as values, once joined. */
export const figureValue = {
  invoiceQty: sql`coalesce(sf.paid_invoices, 0)`,
  lastMonth: sql`coalesce(last_month.amount, 0)`,
  fbaSessions: sql`coalesce(sf.fba_sessions, 0)`,
  fbmSessions: sql`coalesce(sf.fbm_sessions, 0)`,
};
