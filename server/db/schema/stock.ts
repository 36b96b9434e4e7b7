import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Stock manager and price history (spec 1, 7.7). The seller's stock itself comes from the
// marketplace; only what Folio changed on a SKU is stored here. Money in cents.

/**
 * What the seller or the repricer changed on a SKU, laid over the marketplace's figures. A null
 * price, note or quantity means "unchanged"; bounds are stored as a pair once `boundsSet`, so a
 * bound cleared to null is told apart from one never touched. An empty note is a note the seller
 * cleared. The storage location is the seller's own (the shelf a copy waits on; the marketplace
 * knows none): null or empty for none.
 */
export const stockOverrides = pgTable(
  'stock_overrides',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    boundsSet: boolean('bounds_set').notNull().default(false),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    price: integer('price'),
    /**
     * The price the seller set as the SKU's reference (percentage default bounds rest on it), by
     * hand or with a price of their own; null: the price the SKU was listed at (stockSource.ts).
     */
    referencePrice: integer('reference_price'),
    note: text('note'),
    location: text('location'),
    activeQty: integer('active_qty'),
    inboundQty: integer('inbound_qty'),
    reservedQty: integer('reserved_qty'),
    /** Microsecond precision: the stock index notices any change by the newest of these. */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.sku] }),
    index('stock_overrides_seller_updated_idx').on(table.sellerId, table.updatedAt),
  ],
);

/** Every price a SKU had: set by the repricer or by hand (mypricer/price/history). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    price: integer('price').notNull(),
    /** REPRICER or MANUAL. */
    source: text('source').notNull(),
  },
  (table) => [index('price_history_seller_sku_at_idx').on(table.sellerId, table.sku, table.at)],
);

/** The stock table's saved settings (spec 3.1), one object per seller, checked by the contract's schema. */
export const stockTableSettings = pgTable('stock_table_settings', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
