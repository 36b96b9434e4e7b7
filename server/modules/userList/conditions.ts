import { sql, type SQL } from 'drizzle-orm';
import type { StockPercentage, SubscriptionStatusQuery, UserFilters } from '../../../src/contract';
import type { CustomerAttributeKind } from '../../db/schema';
import { invalidInput } from '../../http/appError';
import { containsPattern } from '../lister/sessionsService';
import { figureValue, type Figure } from './figures';

/**
 * Spec 3.7's filters as one condition on users (aliased u, its stock profile sp, its counts sf), and the figures
 * (figures.ts) that condition needs joined. Deleted accounts are never listed.
 */

const PERCENT_COLUMNS: Record<StockPercentage, SQL> = {
  nonBook: sql`sp.non_book_percent`,
  fbaBook: sql`sp.fba_book_percent`,
  usedBook: sql`sp.used_book_percent`,
  globalMinReached: sql`sp.global_min_percent`,
};
export const percentColumn = (percentage: StockPercentage) => PERCENT_COLUMNS[percentage];

/** The seller's e-mail, names, company, phone or marketplace id (users.search_text) holds the text; a number is also their id. */
export function sellerSearch(alias: string, text: string): SQL {
  const table = sql.raw(alias);
  const byId = /^\d{1,9}$/.test(text) ? sql` OR ${table}.id = ${Number(text)}::integer` : sql``;
  return sql`(${table}.search_text LIKE ${containsPattern(text.toLowerCase())}${byId})`;
}

function statusCondition({ product, state }: SubscriptionStatusQuery): SQL {
  const ofProduct = product === null ? sql`` : sql` AND up.product = ${product}`;
  if (state === 'NONE') return sql`NOT EXISTS (SELECT 1 FROM user_products up WHERE up.user_id = u.id)`;
  if (state === 'PAYMENT_FAILED') {
    const planHas = product === null ? sql`` : sql` AND EXISTS (SELECT 1 FROM plan_products pp WHERE pp.plan_id = s.plan_id AND pp.product = ${product})`;
    return sql`EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'ACTIVE' AND s.payment_state <> 'OK'${planHas})`;
  }
  return sql`EXISTS (SELECT 1 FROM user_products up WHERE up.user_id = u.id AND up.status = ${state}${ofProduct})`;
}

const attribute = (kind: CustomerAttributeKind, id: number) =>
  sql`u.id IN (SELECT user_id FROM user_customer_attributes WHERE kind = ${kind} AND attribute_id = ${id}::integer)`;

/** Both ends of a range, when both are given, in order. */
function checkRange(filters: UserFilters, low: keyof UserFilters, high: keyof UserFilters) {
  const [from, to] = [filters[low], filters[high]];
  if (typeof from === 'number' && typeof to === 'number' && from > to) throw invalidInput(`${String(low)} must not be more than ${String(high)}.`);
}

function range(value: SQL, gte: number | undefined, lte: number | undefined): SQL[] {
  return [...(gte === undefined ? [] : [sql`${value} >= ${gte}`]), ...(lte === undefined ? [] : [sql`${value} <= ${lte}`])];
}

export function userConditions(filters: UserFilters): { where: SQL; figures: Set<Figure> } {
  const figures = new Set<Figure>();
  const conditions: SQL[] = [sql`u.deleted_at IS NULL`];
  const f = filters;
  for (const name of ['nonBook', 'fbaBook', 'usedBook', 'globalMinReached'] as const) {
    checkRange(f, `${name}PercentageGte`, `${name}PercentageLte`);
    conditions.push(...range(PERCENT_COLUMNS[name], f[`${name}PercentageGte`], f[`${name}PercentageLte`]));
  }
  checkRange(f, 'lastMonthGte', 'lastMonthLte');
  checkRange(f, 'invoiceQtyGte', 'invoiceQtyLte');

  if (f.searchText) conditions.push(sellerSearch('u', f.searchText));
  if (f.registerDateAfterText) conditions.push(sql`u.created_at >= ${`${f.registerDateAfterText}T00:00:00Z`}::timestamptz`);
  if (f.subscriptionStatusQueries && f.subscriptionStatusQueries.length > 0) {
    conditions.push(sql`(${sql.join(f.subscriptionStatusQueries.map(statusCondition), sql` OR `)})`);
  }
  if (f.hasTwoFbaSession !== undefined) {
    conditions.push(f.hasTwoFbaSession ? sql`${figureValue.fbaSessions} >= 2` : sql`${figureValue.fbaSessions} < 2`);
  }
  if (f.hasTwoFbmSession !== undefined) {
    conditions.push(f.hasTwoFbmSession ? sql`${figureValue.fbmSessions} >= 2` : sql`${figureValue.fbmSessions} < 2`);
  }
  if (f.referrerUserSearchText) {
    conditions.push(sql`u.referred_by_user_id IN (SELECT r.id FROM users r WHERE ${sellerSearch('r', f.referrerUserSearchText)})`);
  }
  if (f.lastMonthGte !== undefined || f.lastMonthLte !== undefined) {
    figures.add('lastMonth');
    conditions.push(...range(figureValue.lastMonth, f.lastMonthGte, f.lastMonthLte));
  }
  conditions.push(...range(figureValue.invoiceQty, f.invoiceQtyGte, f.invoiceQtyLte));
  if (f.isAffiliateUser !== undefined) conditions.push(sql`u.is_affiliate = ${f.isAffiliateUser}`);
  if (f.doNotContact !== undefined) conditions.push(sql`u.do_not_contact = ${f.doNotContact}`);
  if (f.customerAgentId !== undefined) conditions.push(attribute('AGENT', f.customerAgentId));
  if (f.customerSimpleAddressId !== undefined) conditions.push(attribute('SIMPLE_ADDRESS', f.customerSimpleAddressId));
  if (f.customerCommunityId !== undefined) conditions.push(attribute('COMMUNITY', f.customerCommunityId));
  if (f.hasInteraction !== undefined) {
    const exists = sql`EXISTS (SELECT 1 FROM customer_interactions ci WHERE ci.user_id = u.id)`;
    conditions.push(f.hasInteraction ? exists : sql`NOT ${exists}`);
  }
  return { where: sql.join(conditions, sql` AND `), figures };
}
