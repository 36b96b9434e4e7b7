import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogBook } from '../../../src/contract/bookzy/catalog';
import { users } from './accounts';

/**
 * The offline catalog of a seller whose marketplace has no bulk catalog download (the Selling
 * Partner API): the books the seller's account looked up (Bookzy, the sorter) and listed (the two
 * lister flows), as the marketplace last described them. A job refreshes the oldest within the
 * marketplace's rate limits (server/modules/sellerCatalog).
 */
export const sellerCatalogBooks = pgTable(
  'seller_catalog_books',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isbn13: text('isbn13').notNull(),
    book: jsonb('book').$type<CatalogBook>().notNull(),
    /** The last time the seller looked the book up or listed it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** When the marketplace last described it: the refresh takes the oldest first. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.isbn13] }),
    index('seller_catalog_books_refreshed_idx').on(table.userId, table.refreshedAt),
  ],
);
