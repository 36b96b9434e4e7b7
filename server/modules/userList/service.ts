import { sql, type SQL } from 'drizzle-orm';
import {
  USER_LIST_PAGE_SIZE_DEFAULT,
  type UserEmailExport,
  type UserFilters,
  type UserListPage,
  type UserPickerItem,
} from '../../../src/contract';
import { csvText } from '../../../src/contract/csvText';
import { sqlRows } from '../../db/sqlRows';
import type { AppDeps } from '../../deps';
import { sellerSearch, userConditions } from './conditions';
import { figureJoins, type Figure } from './figures';
import { userOrder } from './order';
import { pageRows } from './pageRows';

const joined = (figures: Iterable<Figure>, now: Date) => sql.join([...figures].map((figure) => figureJoins[figure](now)), sql` `);

/**
 * FROM, joins and WHERE of the filtered list: `counted` joins what the filters read, `ordered` also
 * what the sort reads (counting needs no sort figure).
 */
function filteredUsers(filters: UserFilters, now: Date): { counted: SQL; ordered: SQL; orderBy: SQL; aggregates: boolean } {
  const { where, figures } = userConditions(filters);
  const { orderBy, figure } = userOrder(filters);
  const base = sql`FROM users u LEFT JOIN seller_stock_profiles sp ON sp.user_id = u.id LEFT JOIN seller_figures sf ON sf.user_id = u.id`;
  const sorting = figure && !figures.has(figure) ? [figure] : [];
  return {
    counted: sql`${base} ${joined(figures, now)} WHERE ${where}`,
    ordered: sql`${base} ${joined([...figures, ...sorting], now)} WHERE ${where}`,
    orderBy,
    aggregates: figures.size + sorting.length > 0,
  };
}

/**
 * GET management/user: the page's ids in the list's order and the count of every match, then what
 * the page shows. Without an aggregate the two are apart, so that an index on the sort serves the
 * page; with one (last month) a window counts in the same pass, so it is aggregated once.
 */
export async function listUsers(deps: Pick<AppDeps, 'db' | 'clock'>, query: UserFilters & { page?: number | undefined; pageSize?: number | undefined }): Promise<UserListPage> {
  const now = deps.clock();
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? USER_LIST_PAGE_SIZE_DEFAULT;
  const { counted, ordered, orderBy, aggregates } = filteredUsers(query, now);
  const window = aggregates ? sql`, (count(*) OVER ())::integer AS total` : sql``;
  const found = await sqlRows<{ id: number; total?: number }>(deps.db, sql`SELECT u.id${window} ${ordered} ORDER BY ${orderBy} LIMIT ${pageSize} OFFSET ${page * pageSize}`);
  const total = found[0]?.total ?? (await sqlRows<{ total: number }>(deps.db, sql`SELECT count(*)::integer AS total ${counted}`))[0]!.total;
  return { rows: await pageRows(deps.db, found.map((row) => row.id), now), total, page, pageSize };
}

/** GET management/user/export/email: every seller the filters match, in the list's order. */
export async function exportUserEmails(deps: Pick<AppDeps, 'db' | 'clock'>, filters: UserFilters): Promise<UserEmailExport> {
  const now = deps.clock();
  const { ordered, orderBy } = filteredUsers(filters, now);
  const rows = await sqlRows<{ email: string; first_name: string; last_name: string; company_name: string | null; do_not_contact: boolean }>(
    deps.db,
    sql`SELECT u.email, u.first_name, u.last_name, u.company_name, u.do_not_contact ${ordered} ORDER BY ${orderBy}`,
  );
  const csv = csvText(
    ['email', 'first_name', 'last_name', 'company', 'do_not_contact'],
    rows.map((row) => [row.email, row.first_name, row.last_name, row.company_name, row.do_not_contact ? 'yes' : 'no']),
  );
  return { fileName: `folio-users-${now.toISOString().slice(0, 10)}.csv`, csv, rows: rows.length };
}

/** GET user/list: sellers for a picker, by e-mail, searched like the list's searchText. */
export async function pickUsers(deps: Pick<AppDeps, 'db'>, query: { searchText?: string | undefined; limit?: number | undefined }): Promise<UserPickerItem[]> {
  const search = query.searchText ? sql` AND ${sellerSearch('u', query.searchText)}` : sql``;
  const rows = await sqlRows<{ id: number; email: string; first_name: string; last_name: string; company_name: string | null }>(
    deps.db,
    sql`SELECT u.id, u.email, u.first_name, u.last_name, u.company_name FROM users u WHERE u.deleted_at IS NULL${search} ORDER BY u.email LIMIT ${query.limit ?? 20}`,
  );
  return rows.map((row) => ({ id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`, companyName: row.company_name }));
}
