import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Counts the admin users list filters and sorts on, per seller, kept by the database itself:
 * triggers on invoices, listing_sessions and nsessions (migration 0025_seller_figures_triggers)
 * add each statement's change to these counts in the statement's transaction, whatever code wrote
 * it, so they stay exact. Counting them at each request took over 100 ms at 20,000 sellers.
 */
export const sellerFigures = pgTable('seller_figures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Invoices paid (paid_at set: PAID, or REFUNDED after). */
  paidInvoices: integer('paid_invoices').notNull().default(0),
  /** Older-flow FBA listing sessions and newer-flow sessions (always FBA). */
  fbaSessions: integer('fba_sessions').notNull().default(0),
  fbmSessions: integer('fbm_sessions').notNull().default(0),
});
