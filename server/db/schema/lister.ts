import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// Lister, older session flow (spec 3.2). Money in cents, sizes and weights in tenths.

/** Milliseconds, so that the seek cursor (epoch ms and id) names a row exactly. */
const dateUpdated = () =>
  timestamp('date_updated', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const listingSessions = pgTable(
  'listing_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** FBA or FBM. */
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** OPEN or SUBMITTED. */
    status: text('status').notNull().default('OPEN'),
    // The session settings: defaults for items scanned into it.
    defaultCondition: text('default_condition').notNull().default('verygood'),
    defaultConditionNote: text('default_condition_note'),
    defaultMinPrice: integer('default_min_price'),
    defaultMaxPrice: integer('default_max_price'),
    defaultQuantity: integer('default_quantity').notNull().default(1),
    /** Send-to-marketplace boxes are numbered from here; a number is never given twice. */
    nextStaBoxNumber: integer('next_sta_box_number').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_sessions_user_channel_idx').on(table.userId, table.channel, table.createdAt)],
);

export const skuSettings = pgTable(
  'sku_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    prefix: text('prefix').notNull(),
    includeCondition: boolean('include_condition').notNull(),
    includeDate: boolean('include_date').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channel] })],
);

export const listingShipments = pgTable(
  'listing_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => listingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    destination: text('destination').notNull(),
    status: text('status').notNull().default('BOXING'),
    hazmat: boolean('hazmat').notNull().default(false),
    nextBoxNumber: integer('next_box_number').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('listing_shipments_session_idx').on(table.sessionId)],
);

export const listingItems = pgTable(
  'listing_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => listingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id').references(() => listingShipments.id, { onDelete: 'set null' }),
    // What the marketplace said about the book when it was scanned.
    asin: text('asin').notNull(),
    isbn13: text('isbn13').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    weight: integer('weight').notNull(),
    restricted: boolean('restricted').notNull(),
    fnsku: text('fnsku').notNull(),
    sku: text('sku').notNull(),
    condition: text('condition').notNull(),
    quantity: integer('quantity').notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    conditionNote: text('condition_note'),
    hasBattery: boolean('has_battery').notNull().default(false),
    hazmatType: text('hazmat_type'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    createdAt: createdAt(),
    dateUpdated: dateUpdated(),
  },
  (table) => [
    unique('listing_items_session_fnsku_unique').on(table.sessionId, table.fnsku),
    index('listing_items_session_seek_idx').on(table.sessionId, table.dateUpdated, table.id),
    index('listing_items_shipment_seek_idx').on(table.shipmentId, table.dateUpdated, table.id),
  ],
);

export const shipmentBoxes = pgTable(
  'shipment_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => listingShipments.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => listingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    width: integer('width'),
    height: integer('height'),
    length: integer('length'),
    weight: integer('weight'),
    createdAt: createdAt(),
  },
  (table) => [unique('shipment_boxes_shipment_number_unique').on(table.shipmentId, table.number)],
);

export const boxItems = pgTable(
  'box_items',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => shipmentBoxes.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => listingItems.id, { onDelete: 'cascade' }),
    /** Always at least 1: a row whose units all leave is deleted (spec 5). */
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.boxId, table.itemId] }), index('box_items_item_idx').on(table.itemId)],
);

export const ltlDetails = pgTable('ltl_details', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => listingShipments.id, { onDelete: 'cascade' }),
  freightReadyDate: date('freight_ready_date', { mode: 'string' }).notNull(),
  palletCount: integer('pallet_count').notNull(),
  declaredValue: integer('declared_value').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
  carrier: text('carrier').notNull(),
  estimate: integer('estimate').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
});

export const staBoxes = pgTable(
  'sta_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => listingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('sta_boxes_session_number_unique').on(table.sessionId, table.number)],
);

export const staBoxItems = pgTable(
  'sta_box_items',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => staBoxes.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => listingItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    excluded: boolean('excluded').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.boxId, table.itemId] }), index('sta_box_items_item_idx').on(table.itemId)],
);
