import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Stock reports and price feed files (spec 7.7): files made by jobs for a seller to download.
// Their text is kept in the row: a report holds at most 100,000 SKUs (some 15 MB of CSV) and a
// seller keeps the newest 20 reports.

export const STOCK_REPORT_ROW_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type StockReportRowState = (typeof STOCK_REPORT_ROW_STATES)[number];

/** A CSV of the stock for a set of filters, made by the stock-report job. */
export const stockReports = pgTable(
  'stock_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** STOCK or PRICES: which columns the file has. */
    kind: text('kind').notNull(),
    /** The filters and sort as the query string carries them; the job parses them with the contract's schema. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    state: text('state').$type<StockReportRowState>().notNull().default('QUEUED'),
    rows: integer('rows'),
    /** The file, once DONE. */
    csv: text('csv'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('stock_reports_seller_idx').on(table.sellerId, table.id)],
);

/**
 * The price feed of one repricing run (runs.id; no foreign key, like its results, so the file
 * outlives a pruned run): the SKUs whose price the run changed. At most one per run.
 */
export const priceFeedFiles = pgTable(
  'price_feed_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runId: integer('run_id').notNull().unique('price_feed_files_run'),
    rows: integer('rows').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When the seller marked it uploaded; null while it is still to upload. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /**
     * Made on a real marketplace, which takes the file itself (server/modules/reports/pricePush.ts):
     * false on the simulator, which keeps it for the seller to upload, so that no file made there
     * is ever sent to a real marketplace. Then, when an attempt began to send it, the marketplace's
     * id of the submission once known, when its per-SKU results were applied and how many SKUs the
     * marketplace refused.
     */
    push: boolean('push').notNull().default(false),
    submittingSince: timestamp('submitting_since', { withTimezone: true }),
    submissionId: text('submission_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refusedSkus: integer('refused_skus'),
  },
  (table) => [index('price_feed_files_seller_idx').on(table.sellerId, table.id)],
);
