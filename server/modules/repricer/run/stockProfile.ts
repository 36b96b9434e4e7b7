import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import type { Run } from '../../../jobs/processInBatches';

/**
 * The seller's stock as the run that just finished found it (seller_stock_profiles), counted from
 * its results in the transaction that marks it DONE: the admin users list's percentages then say
 * what the latest run saw, exactly. A book is any SKU the run did not fail as NOT_A_BOOK; used
 * means a *_USED group (collectibles are not used books); a SKU at the global minimum is one the
 * guards clamped there (code) or the rules priced there (reasons).
 */
export async function recordStockProfile(tx: Executor, run: Run) {
  await tx.execute(sql`
    INSERT INTO seller_stock_profiles (user_id, run_id, skus, non_book_skus, fba_book_skus, used_book_skus, global_min_skus, measured_at)
    SELECT ${run.sellerId}::integer, ${run.id}::integer, count(*),
      count(*) FILTER (WHERE failure_code = 'NOT_A_BOOK'),
      count(*) FILTER (WHERE failure_code IS DISTINCT FROM 'NOT_A_BOOK' AND group_type LIKE 'FBA\\_%'),
      count(*) FILTER (WHERE failure_code IS DISTINCT FROM 'NOT_A_BOOK' AND group_type LIKE '%\\_USED'),
      count(*) FILTER (WHERE code = 'GLOBAL_MIN_REACHED' OR 'GLOBAL_MIN_REACHED' = ANY (reasons)),
      now()
    FROM repricing_results WHERE user_id = ${run.sellerId}::integer AND run_id = ${run.id}::integer
    ON CONFLICT (user_id) DO UPDATE SET
      run_id = excluded.run_id, skus = excluded.skus, non_book_skus = excluded.non_book_skus,
      fba_book_skus = excluded.fba_book_skus, used_book_skus = excluded.used_book_skus,
      global_min_skus = excluded.global_min_skus, measured_at = excluded.measured_at
  `);
}
