import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TriggerLimit } from '../../../src/contract/bookzy/profit';
import type { FulfilmentChannel } from '../../../src/contract/bookzy/triggers';
import type { PriceSource } from '../../../src/contract/bookzy/catalog';
import type {
  FallbackCase,
  FallbackSettings,
  Gate,
  GateTargetType,
  ScanSource,
  SorterReportRequest,
  SorterReportRow,
} from '../../../src/contract/sorter';
import { users } from './accounts';
import { createdAt } from './columns';

// Sorter (spec 3.4): gates and fallback scenarios.

/** A seller's settings for one gate; a gate with no row has the defaults (sorterDefaults.ts). */
export const sorterGates = pgTable(
  'sorter_gates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gate: text('gate').$type<Gate>().notNull(),
    tag: text('tag').notNull(),
    color: text('color').notNull(),
    sound: text('sound').notNull(),
    targetType: text('target_type').$type<GateTargetType>().notNull(),
    full: boolean('full').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gate] })],
);

/** A seller's fallback scenarios; none until first saved (the defaults send every case to the last gate). */
export const sorterFallbacks = pgTable('sorter_fallbacks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  typeGateMap: jsonb('type_gate_map').$type<FallbackSettings['typeGateMap']>().notNull(),
  rejectBreakdown: jsonb('reject_breakdown').$type<FallbackSettings['rejectBreakdown']>().notNull(),
});

/** A section: an ordered list of rules. At most one per seller is active (the partial unique index). */
export const sorterSections = pgTable(
  'sorter_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sorter_sections_user_idx').on(table.userId, table.id),
    uniqueIndex('sorter_sections_one_active').on(table.userId).where(sql`${table.active}`),
  ],
);

/** A rule of a section: a trigger's limits and the gate its books drop into; position orders them. */
export const sorterRules = pgTable(
  'sorter_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sorterSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    gate: text('gate').$type<Gate>().notNull(),
    channel: text('channel').$type<FulfilmentChannel>().notNull(),
    priceSource: text('price_source').$type<PriceSource>().notNull(),
    minProfit: integer('min_profit'),
    maxSalesRank: integer('max_sales_rank'),
    maxOffers: integer('max_offers'),
    minPrice: integer('min_price'),
  },
  (table) => [index('sorter_rules_section_idx').on(table.sectionId, table.position)],
);

/** A seller's sorter settings; none until first saved (DEFAULT_SORTER_SETTINGS). */
export const sorterSettings = pgTable('sorter_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  buyCost: integer('buy_cost').notNull(),
  inboundCost: integer('inbound_cost').notNull(),
  timeoutMs: integer('timeout_ms').notNull(),
  soundOn: boolean('sound_on').notNull(),
});

/**
 * One book that passed the scanner: the gate it went to (as the tablet or machine decided) and the
 * figures of the analytics. scan_id makes a resent scan count once.
 */
export const sorterScans = pgTable(
  'sorter_scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id').notNull(),
    code: text('code').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: createdAt(),
    source: text('source').$type<ScanSource>().notNull(),
    gate: text('gate').$type<Gate>().notNull(),
    /** Null when a rule chose the gate. */
    fallback: text('fallback').$type<FallbackCase>(),
    ruleId: integer('rule_id'),
    ruleName: text('rule_name'),
    rejectReason: text('reject_reason').$type<TriggerLimit>(),
    decidedOffline: boolean('decided_offline').notNull(),
    /** Cents, for a book a rule selected; null otherwise. */
    price: integer('price'),
    payout: integer('payout'),
    salesRank: integer('sales_rank'),
  },
  (table) => [
    uniqueIndex('sorter_scans_scan_id').on(table.userId, table.scanId),
    index('sorter_scans_user_time_idx').on(table.userId, table.scannedAt),
  ],
);

/** A periodic report made by a job (a long range); short ones are answered at once and not kept. */
export const sorterReports = pgTable(
  'sorter_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<SorterReportRequest>().notNull(),
    state: text('state').$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
    rows: jsonb('rows').$type<SorterReportRow[]>(),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('sorter_reports_user_idx').on(table.userId, table.id)],
);

/** A machine key: only its SHA-256 is kept; the prefix tells keys apart on the screen. */
/**
 * Each seller's machine context version, one more with every change to what a machine call reads:
 * bumpSorterContext writes it in the change's transaction (modules/sorter/sorterContextChanges.ts).
 * An instance of several on one database checks a kept context's version before it decides by it.
 */
export const sorterContextVersions = pgTable('sorter_context_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const sorterMachineKeys = pgTable(
  'sorter_machine_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sorter_machine_keys_hash').on(table.keyHash), index('sorter_machine_keys_user_idx').on(table.userId, table.id)],
);
