import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name'),
  phone: text('phone'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  hideSalesData: boolean('hide_sales_data').notNull().default(false),
  internalUser: boolean('internal_user').notNull().default(false),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per product a seller has subscribed to; usable while ACTIVE. */
export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    status: text('status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.product] })],
);

/** A sign-in: the family that its access and refresh tokens belong to. */
export const sellerSessions = pgTable('seller_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Tokens are stored as SHA-256 hashes: a leaked table does not open any account. */
export const sellerAccessTokens = pgTable(
  'seller_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sellerSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('seller_access_tokens_session_idx').on(table.sessionId)],
);

export const sellerRefreshTokens = pgTable(
  'seller_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sellerSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('seller_refresh_tokens_session_idx').on(table.sessionId)],
);

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceType: text('device_type').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('devices_user_idx').on(table.userId)],
);

export const informalPrompts = pgTable(
  'informal_prompts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    product: text('product').notNull(),
    freezeDate: date('freeze_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('informal_prompts_user_idx').on(table.userId)],
);

export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notes_user_idx').on(table.userId)],
);

/** One-time links sent by e-mail: password resets, registration links and staff invitations. */
export const accountLinks = pgTable('account_links', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every e-mail the server sent, whichever transport carried it. */
export const outboundEmails = pgTable('outbound_emails', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, in the database so that every instance shares them. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key, table.windowStart] })],
);

export const clientErrorReports = pgTable('client_error_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  realm: text('realm').notNull(),
  userId: integer('user_id'),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url').notNull(),
  userAgent: text('user_agent'),
  details: jsonb('details'),
  createdAt: createdAt(),
});

export const admins = pgTable('admins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const adminTokens = pgTable(
  'admin_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('admin_tokens_admin_idx').on(table.adminId)],
);

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

/**
 * Idempotency keys of seller writes (server/http/idempotency.ts). A row is inserted in the same
 * transaction as the write it guards, so it exists exactly when the write happened; `reply` is the
 * data answered then, given again to a repeat. The unique key makes a concurrent repeat wait.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path with query, and body: the same key must come with the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** IN_PROGRESS while the write runs (never visible outside its transaction), then COMPLETED. */
    status: text('status').notNull(),
    reply: jsonb('reply'),
    createdAt: createdAt(),
  },
  (table) => [unique('idempotency_keys_user_key_unique').on(table.userId, table.key)],
);

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
