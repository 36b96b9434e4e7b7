import { sql } from 'drizzle-orm';
import { PRODUCT_KEYS, type ProductKey, type SubscriptionStatus, type UserListRow } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { sqlRows } from '../../db/sqlRows';
import { lastMonthOf } from './figures';

/** What staff scan on a row, read for one page of sellers (ids in the list's order) with a subquery each. */

interface PageRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  created_at: Date | string;
  is_affiliate: boolean;
  do_not_contact: boolean;
  products: { product: ProductKey; status: SubscriptionStatus; usable: boolean }[] | null;
  payment_failed: boolean;
  invoice_qty: number;
  last_month: number | null;
  last_month_currency: string | null;
  skus: number | null;
  non_book_percent: number | null;
  fba_book_percent: number | null;
  used_book_percent: number | null;
  global_min_percent: number | null;
  fba_sessions: number;
  fbm_sessions: number;
  interactions: number;
  referrer_id: number | null;
  referrer_email: string | null;
  agent: { id: number; value: string } | null;
  simple_address: { id: number; value: string } | null;
  community: { id: number; value: string } | null;
  unsubscribe_reason: string | null;
}

const attributeOf = (kind: string) => sql`(
  SELECT json_build_object('id', a.id, 'value', a.value) FROM user_customer_attributes ua JOIN customer_attributes a ON a.id = ua.attribute_id
  WHERE ua.user_id = u.id AND ua.kind = ${kind})`;

const iso = (at: Date | string) => new Date(at).toISOString();
/** Percentages to one decimal, as the screen shows them. */
const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function pageRows(db: Executor, ids: readonly number[], now: Date): Promise<UserListRow[]> {
  if (ids.length === 0) return [];
  const { start, end } = lastMonthOf(now);
  const rows = await sqlRows<PageRow>(db, sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.company_name, u.created_at, u.is_affiliate, u.do_not_contact,
      (SELECT json_agg(json_build_object('product', up.product, 'status', up.status, 'usable', up.usable)) FROM user_products up WHERE up.user_id = u.id) AS products,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'ACTIVE' AND s.payment_state <> 'OK') AS payment_failed,
      coalesce(sf.paid_invoices, 0) AS invoice_qty,
      last_month.amount AS last_month, last_month.currency AS last_month_currency,
      sp.skus, sp.non_book_percent, sp.fba_book_percent, sp.used_book_percent, sp.global_min_percent,
      coalesce(sf.fba_sessions, 0) AS fba_sessions, coalesce(sf.fbm_sessions, 0) AS fbm_sessions,
      (SELECT count(*) FROM customer_interactions ci WHERE ci.user_id = u.id)::integer AS interactions,
      r.id AS referrer_id, r.email AS referrer_email,
      ${attributeOf('AGENT')} AS agent, ${attributeOf('SIMPLE_ADDRESS')} AS simple_address, ${attributeOf('COMMUNITY')} AS community,
      reason.value AS unsubscribe_reason
    FROM users u
    LEFT JOIN seller_stock_profiles sp ON sp.user_id = u.id
    LEFT JOIN seller_figures sf ON sf.user_id = u.id
    LEFT JOIN users r ON r.id = u.referred_by_user_id
    LEFT JOIN unsubscribe_reasons reason ON reason.id = u.unsubscribe_reason_id
    LEFT JOIN LATERAL (
      SELECT sum(i.total_cents - i.refunded_cents)::integer AS amount, min(i.currency) AS currency FROM invoices i
      WHERE i.user_id = u.id AND i.paid_at >= ${start.toISOString()}::timestamptz AND i.paid_at < ${end.toISOString()}::timestamptz
    ) AS last_month ON true
    WHERE u.id IN (${sql.join(ids.map((id) => sql`${id}::integer`), sql`, `)})
  `);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!).map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    registeredAt: iso(row.created_at),
    products: (row.products ?? []).sort((a, b) => PRODUCT_KEYS.indexOf(a.product) - PRODUCT_KEYS.indexOf(b.product)),
    paymentFailed: row.payment_failed,
    invoiceQty: row.invoice_qty,
    lastMonth: row.last_month ?? 0,
    lastMonthCurrency: row.last_month_currency,
    percentages: {
      nonBook: tenth(row.non_book_percent),
      fbaBook: tenth(row.fba_book_percent),
      usedBook: tenth(row.used_book_percent),
      globalMinReached: tenth(row.global_min_percent),
    },
    stockSkus: row.skus,
    fbaSessions: row.fba_sessions,
    fbmSessions: row.fbm_sessions,
    isAffiliate: row.is_affiliate,
    doNotContact: row.do_not_contact,
    interactions: row.interactions,
    referrer: row.referrer_id === null ? null : { id: row.referrer_id, email: row.referrer_email! },
    agent: row.agent,
    simpleAddress: row.simple_address,
    community: row.community,
    unsubscribeReason: row.unsubscribe_reason,
  }));
}
