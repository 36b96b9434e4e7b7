import { z } from 'zod/mini';
import { sellerEndpoint } from './endpoint';
import { isoDate } from './fields';
import { queryInt } from './lister/fields';
import { CHANNELS } from './repricer/market';

/**
 * The dashboard's chart data (spec 1, 7.7): the seller's repricing and sales day by day, and the
 * averages of the stock they hold. Neither call needs a product: every seller has stock on the
 * marketplace. What a product or an account setting keeps from a seller is left out of the reply
 * (null), not refused, so the dashboard shows what it may:
 * - repricing figures need REPRICER usable;
 * - sales figures are never sent for accounts that hide sales data (spec 3.1, 6).
 */

/** Without from/to the stats cover the last DAILY_STATS_DEFAULT_DAYS days, today included. */
export const DAILY_STATS_DEFAULT_DAYS = 30;
/** A quarter at most: a bar a day stays readable, and the query stays small. */
export const DAILY_STATS_MAX_DAYS = 92;

const calendarDate = z.iso.date({ error: 'must be a date like 2026-01-31' });

export const dailyStatsQuerySchema = z.object({
  /** The first and last day (both included) on the seller's calendar. */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  /** Minutes east of UTC of the seller's clock, so a day starts at their midnight. */
  tzOffset: z._default(queryInt(-720, 840), 0),
});
export type DailyStatsQuery = z.input<typeof dailyStatsQuerySchema>;

/**
 * One day of repricing: every SKU a run priced that day counts once per run, in one of four
 * columns. Failed: the run could not price it (outcomes FAILURE and INVALID_RULE, spec 4).
 */
export const repricingDaySchema = z.object({
  date: isoDate,
  raised: z.int(),
  lowered: z.int(),
  /** Priced to the price it had: kept by a rule, paused, bounded, no offers. */
  unchanged: z.int(),
  failed: z.int(),
});
export type RepricingDay = z.infer<typeof repricingDaySchema>;

/**
 * One day of sales. The marketplace tells, per SKU, how many days ago it last sold (the stock
 * manager's Sold Days): a day counts the SKUs whose latest sale fell on it.
 */
export const salesDaySchema = z.object({ date: isoDate, skusSold: z.int() });
export type SalesDay = z.infer<typeof salesDaySchema>;

export const dailyPricingStatsSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Every day of the range, oldest first; null while the seller's Repricer is not usable. */
  repricing: z.nullable(z.array(repricingDaySchema)),
  /** Every day of the range, oldest first; null for accounts whose sales figures are hidden. */
  sales: z.nullable(z.array(salesDaySchema)),
});
export type DailyPricingStats = z.infer<typeof dailyPricingStatsSchema>;

/**
 * Averages over SKUs that hold at least one unit (Active, Inbound and Reserved together: the stock
 * manager's default view). Each average is per SKU and null when no SKU has the figure.
 */
export const inventoryAveragesSchema = z.object({
  skus: z.int(),
  units: z.int(),
  /** Cents. */
  price: z.nullable(z.int()),
  /** Units per SKU, to two decimals. */
  quantity: z.nullable(z.number()),
  /** Over SKUs whose book has a sales rank. */
  salesRank: z.nullable(z.int()),
  /** Days since listed. */
  ageDays: z.nullable(z.int()),
  /** Days since the last sale, over SKUs that sold; null too for accounts that hide sales data. */
  soldDays: z.nullable(z.int()),
});
export type InventoryAverages = z.infer<typeof inventoryAveragesSchema>;

export const inventoryAverageSchema = z.object({
  all: inventoryAveragesSchema,
  /** FBA first, then merchant-fulfilled; a channel without stock has zero SKUs and null averages. */
  byChannel: z.array(z.object({ channel: z.enum(CHANNELS), ...inventoryAveragesSchema.shape })),
  salesHidden: z.boolean(),
});
export type InventoryAverage = z.infer<typeof inventoryAverageSchema>;

export const dashboardApi = {
  dailyStats: sellerEndpoint({
    method: 'GET',
    path: 'pricing/stats/daily',
    summary: "Repricing (prices raised, lowered, unchanged, failed) and sales per day over a range of the seller's days",
    query: dailyStatsQuerySchema,
    reply: dailyPricingStatsSchema,
  }),
  inventoryAverage: sellerEndpoint({
    method: 'GET',
    path: 'inventory/average',
    summary: "Averages of the seller's stock (price, units, sales rank, age, days since sold), in all and per channel",
    reply: inventoryAverageSchema,
  }),
};
