import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Bookzy (spec 3.5): scanning devices, profit triggers, media mail rates.

/**
 * Bookzy devices (spec 3.5): paid scanning seats, not the browsers of `devices`. Costs in cents
 * (buy cost per book, inbound cost per pound); the defaults are a typical library-sale book and
 * ground shipping to the marketplace's warehouse.
 */
export const bookzyDevices = pgTable(
  'bookzy_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    buyCost: integer('buy_cost').notNull().default(100),
    inboundCost: integer('inbound_cost').notNull().default(50),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** ACTIVE or CANCELLED. */
    status: text('status').notNull().default('ACTIVE'),
    nextInvoiceDate: date('next_invoice_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('bookzy_devices_user_idx').on(table.userId)],
);

/**
 * Profit triggers, each on one Bookzy device. `order` runs 1..n without gaps within a device; every
 * change of it happens with the device row locked, so concurrent changes cannot interleave.
 */
export const profitTriggers = pgTable(
  'profit_triggers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => bookzyDevices.id, { onDelete: 'cascade' }),
    order: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    /** FBA or MF. */
    channel: text('channel').notNull(),
    priceSource: text('price_source').notNull(),
    /** Limits in cents, ranks and offers; null means the trigger does not filter on it. */
    minProfit: integer('min_profit'),
    maxSalesRank: integer('max_sales_rank'),
    maxOffers: integer('max_offers'),
    minPrice: integer('min_price'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profit_triggers_device_order_idx').on(table.deviceId, table.order),
    index('profit_triggers_user_idx').on(table.userId),
  ],
);

/** A seller's media mail rates once saved; until then the defaults of spec 9 apply. Cents, pounds. */
export const mediaMailRates = pgTable('media_mail_rates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  baseRate: integer('base_rate').notNull(),
  breakPoint: integer('break_point').notNull(),
  additionInitialTier: integer('addition_initial_tier').notNull(),
  additionLaterTier: integer('addition_later_tier').notNull(),
  lowPriceEnabled: boolean('low_price_enabled').notNull(),
  lowPriceActivatePoint: integer('low_price_activate_point').notNull(),
  lowPriceReduceAmount: integer('low_price_reduce_amount').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
