import { sql, type SQL } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A share in percent of two counts of the row; null when there is nothing to share. */
const percentOf = (part: string, whole: string): SQL => sql.raw(`CASE WHEN ${whole} > 0 THEN 100.0 * ${part} / (${whole}) END`);

/**
 * What a seller's stock looked like at their latest finished repricing run: the SKUs priced and
 * how many were not books (the run's NOT_A_BOOK), books sold through FBA, used books, and SKUs held
 * at the seller's global minimum. The admin users list filters and sorts on the percentages, which
 * the database keeps from the counts. Replaced whole at the end of each run (repriceJob.ts), so it
 * always says what the latest run found; no row before a seller's first run.
 */
export const sellerStockProfiles = pgTable('seller_stock_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The run it was counted from (runs.id; null for seeded customers). */
  runId: integer('run_id'),
  skus: integer('skus').notNull(),
  nonBookSkus: integer('non_book_skus').notNull(),
  fbaBookSkus: integer('fba_book_skus').notNull(),
  usedBookSkus: integer('used_book_skus').notNull(),
  globalMinSkus: integer('global_min_skus').notNull(),
  /** Non-books among all SKUs. */
  nonBookPercent: doublePrecision('non_book_percent').generatedAlwaysAs(percentOf('non_book_skus', 'skus')),
  /** FBA books among books. */
  fbaBookPercent: doublePrecision('fba_book_percent').generatedAlwaysAs(percentOf('fba_book_skus', 'skus - non_book_skus')),
  /** Used books among books. */
  usedBookPercent: doublePrecision('used_book_percent').generatedAlwaysAs(percentOf('used_book_skus', 'skus - non_book_skus')),
  /** SKUs the run held at the global minimum, among all SKUs priced. */
  globalMinPercent: doublePrecision('global_min_percent').generatedAlwaysAs(percentOf('global_min_skus', 'skus')),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
});
