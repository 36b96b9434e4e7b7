import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Section, SectionFallback } from '../../../src/contract/repricer/rules';
import { users } from './accounts';
import { createdAt } from './columns';

// The repricer (spec 1, 7.8, 7.9). Sections and settings are jsonb: the contract's schemas check them
// at the API boundary, and the engine reads them whole. Money in cents.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const sellerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Staff-written strategies; a section per group type, drafted until published. */
export const repricerStrategies = pgTable('repricer_strategies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Draft sections by group type; a type without one has not been written yet. */
  sections: jsonb('sections').$type<Partial<Record<string, Section>>>().notNull().default({}),
  /** The fallback a strategy's sections start with. */
  defaultAction: jsonb('default_action').$type<SectionFallback>().notNull().default({ kind: 'KEEP' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every publication is kept: a seller's group follows the version it adopted until it adopts again. */
export const repricerStrategyPublications = pgTable(
  'repricer_strategy_publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => repricerStrategies.id, { onDelete: 'cascade' }),
    groupType: text('group_type').notNull(),
    version: integer('version').notNull(),
    section: jsonb('section').$type<Section>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('repricer_strategy_publications_version').on(table.strategyId, table.groupType, table.version)],
);

/** One row per seller and group type, made the first time the seller's groups are read. */
export const repricerGroups = pgTable(
  'repricer_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: sellerId(),
    groupType: text('group_type').notNull(),
    active: boolean('active').notNull().default(false),
    /** The seller's own section, kept while a strategy is followed so going back loses nothing. */
    section: jsonb('section').$type<Section>().notNull(),
    strategyId: integer('strategy_id').references(() => repricerStrategies.id, { onDelete: 'set null' }),
    strategyVersion: integer('strategy_version'),
    updatedAt: updatedAt(),
  },
  (table) => [unique('repricer_groups_user_type').on(table.userId, table.groupType)],
);

/** The global settings without the excluded sellers (their own table), and how groups are shown. */
export const repricerSettings = pgTable('repricer_settings', {
  userId: sellerId().primaryKey(),
  settings: jsonb('settings').notNull(),
  groupPreferences: jsonb('group_preferences').notNull().default({}),
  updatedAt: updatedAt(),
});

export const repricerSellerExclusions = pgTable(
  'repricer_seller_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: sellerId(),
    /** The marketplace's id of the excluded seller, when known. */
    marketSellerId: text('market_seller_id'),
    sellerName: text('seller_name').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('repricer_seller_exclusions_user_idx').on(table.userId)],
);

/**
 * One row per SKU priced in a run (runs.id; no foreign key, so results outlive a pruned run). The
 * unique (user_id, run_id, sku), which also serves the search of a run by SKU, is the backstop of the run's cursor: a SKU is never applied twice in a run.
 */
export const repricingResults = pgTable(
  'repricing_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id').notNull(),
    userId: sellerId(),
    sku: text('sku').notNull(),
    asin: text('asin').notNull(),
    title: text('title').notNull(),
    groupType: text('group_type').notNull(),
    state: text('state').notNull(),
    code: text('code').notNull(),
    reasons: text('reasons').array().notNull().default([]),
    outcome: text('outcome').notNull(),
    failureCode: text('failure_code'),
    previousPrice: integer('previous_price'),
    newPrice: integer('new_price'),
    trail: jsonb('trail').notNull().default([]),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('repricing_results_run_state_idx').on(table.userId, table.runId, table.state, table.code),
    index('repricing_results_group_run_idx').on(table.userId, table.groupType, table.runId),
    unique('repricing_results_run_sku').on(table.userId, table.runId, table.sku),
  ],
);
