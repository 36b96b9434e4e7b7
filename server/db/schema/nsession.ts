import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { OperationProblem, PackingOption, PlacementOption, TransportOption } from '../../../src/contract/nsession/inbound';
import type { InboundOperation } from '../../marketplace/inbound/operations';
import { users } from './accounts';
import { createdAt } from './columns';

// Lister, newer session flow (spec 3.3): a session becomes a marketplace inbound plan. Money in
// cents, sizes and weights in tenths. What the marketplace answered (options, shipments) is kept as
// it came, in jsonb; what the seller does (items, boxes) is relational.

/** A confirmed shipment of the plan and its transport (design/INBOUND.md steps 6 to 8). */
export interface NsessionShipment {
  shipmentId: string;
  confirmationId: string;
  /** The confirmed transport option, null until transport is confirmed or after it was voided. */
  transportOptionId: string | null;
  /** Until when the confirmed transport may be voided (24 h small parcel, 1 h LTL). */
  voidableUntil: string | null;
}

export const nsessions = pgTable(
  'nsessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route's :type: fba, the only channel that sends books in. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    // Defaults for items scanned in (lister/session/settings seeds them).
    defaultCondition: text('default_condition').notNull().default('verygood'),
    defaultConditionNote: text('default_condition_note'),
    defaultMinPrice: integer('default_min_price'),
    defaultMaxPrice: integer('default_max_price'),
    defaultQuantity: integer('default_quantity').notNull().default(1),
    planId: text('plan_id'),
    /** ACTIVE, VOIDED or SHIPPED once the plan exists. */
    planStatus: text('plan_status'),
    /** Counts the generations of packing and placement options: each set gets its own ids. */
    packingGeneration: integer('packing_generation').notNull().default(0),
    packingOptions: jsonb('packing_options').$type<PackingOption[]>(),
    /** The accepted packing option. */
    packingOptionId: text('packing_option_id'),
    /** Set when the marketplace accepted the packing information. */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    placementGeneration: integer('placement_generation').notNull().default(0),
    placementOptions: jsonb('placement_options').$type<PlacementOption[]>(),
    /** Every placement option's transport options. */
    transportOptions: jsonb('transport_options').$type<TransportOption[]>(),
    /** The confirmed placement option. */
    placementOptionId: text('placement_option_id'),
    shipments: jsonb('shipments').$type<NsessionShipment[]>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    nextBoxNumber: integer('next_box_number').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('nsessions_user_idx').on(table.userId, table.createdAt)],
);

/** The marketplace operations a session started, in order; the newest of a kind is the one that counts. */
export const nsessionOperations = pgTable(
  'nsession_operations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => nsessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the marketplace answered when asked; null while the step's call is being made (claimOperation). */
    operation: jsonb('operation').$type<InboundOperation>(),
    /** What the operation was about (the option confirmed, the transport chosen), for applying its result. */
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull().default({}),
    /** IN_PROGRESS, SUCCESS or FAILED. */
    status: text('status').notNull().default('IN_PROGRESS'),
    problems: jsonb('problems').$type<OperationProblem[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('nsession_operations_session_idx').on(table.sessionId, table.id)],
);

export const nsessionItems = pgTable(
  'nsession_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => nsessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    isbn13: text('isbn13').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    weight: integer('weight').notNull(),
    restricted: boolean('restricted').notNull(),
    hazmatType: text('hazmat_type'),
    hasBattery: boolean('has_battery').notNull().default(false),
    /** The marketplace's figures when scanned: sales rank (ASR) and offers (SQ). */
    salesRank: integer('sales_rank'),
    offerCount: integer('offer_count').notNull().default(0),
    fnsku: text('fnsku').notNull(),
    sku: text('sku').notNull(),
    condition: text('condition').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price'),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /** A price the repricer must not change. */
    fixedPrice: integer('fixed_price'),
    costPerUnit: integer('cost_per_unit'),
    conditionNote: text('condition_note'),
    createdAt: createdAt(),
    dateUpdated: timestamp('date_updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    unique('nsession_items_session_fnsku_unique').on(table.sessionId, table.fnsku),
    index('nsession_items_session_seek_idx').on(table.sessionId, table.dateUpdated, table.id),
  ],
);

/** A box of a packing group of the accepted packing option. */
export const nsessionBoxes = pgTable(
  'nsession_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => nsessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packingGroupId: text('packing_group_id').notNull(),
    number: integer('number').notNull(),
    length: integer('length'),
    width: integer('width'),
    height: integer('height'),
    weight: integer('weight'),
    createdAt: createdAt(),
  },
  (table) => [unique('nsession_boxes_session_number_unique').on(table.sessionId, table.number)],
);

export const nsessionBoxItems = pgTable(
  'nsession_box_items',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => nsessionBoxes.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => nsessionItems.id, { onDelete: 'cascade' }),
    /** Always at least 1: a row whose units all leave is deleted (spec 5). */
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.boxId, table.itemId] }), index('nsession_box_items_item_idx').on(table.itemId)],
);

/** The seller's defaults for new plans (lister/session/settings); a plan copies them when made. */
export const listerDefaults = pgTable('lister_defaults', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultCondition: text('default_condition').notNull(),
  defaultConditionNote: text('default_condition_note'),
  defaultMinPrice: integer('default_min_price'),
  defaultMaxPrice: integer('default_max_price'),
  defaultQuantity: integer('default_quantity').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
