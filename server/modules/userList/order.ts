import { sql, type SQL } from 'drizzle-orm';
import type { UserFilters, UserSortField } from '../../../src/contract';
import { percentColumn } from './conditions';
import { figureValue, type Figure } from './figures';

/**
 * Each sort: the value, whether it can be null (sellers without it come last either way), and the
 * figure it needs joined. A value that is never null is ordered plainly, so that an index on it
 * (users_created_idx) serves the page either way round.
 */
const SORTS: Record<UserSortField, { value: SQL; nullable?: boolean; figure?: Figure }> = {
  REGISTERED: { value: sql`u.created_at` },
  EMAIL: { value: sql`u.email` },
  NAME: { value: sql`lower(u.first_name || ' ' || u.last_name)` },
  COMPANY: { value: sql`lower(u.company_name)`, nullable: true },
  INVOICE_QTY: { value: figureValue.invoiceQty },
  LAST_MONTH: { value: figureValue.lastMonth, figure: 'lastMonth' },
  NON_BOOK: { value: percentColumn('nonBook'), nullable: true },
  FBA_BOOK: { value: percentColumn('fbaBook'), nullable: true },
  USED_BOOK: { value: percentColumn('usedBook'), nullable: true },
  GLOBAL_MIN_REACHED: { value: percentColumn('globalMinReached'), nullable: true },
};

/** The list's order, the id last (in the same direction) so that pages never overlap. */
export function userOrder({ sortField, sortDirection }: Pick<UserFilters, 'sortField' | 'sortDirection'>): { orderBy: SQL; figure: Figure | undefined } {
  const { value, nullable, figure } = SORTS[sortField];
  const direction = sql.raw(sortDirection);
  return { orderBy: sql`${value} ${direction}${nullable ? sql` NULLS LAST` : sql``}, u.id ${direction}`, figure };
}
