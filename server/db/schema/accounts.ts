import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { unsubscribeReasons } from './admin';
import { createdAt } from './columns';

// Sellers and staff: accounts, products, sign-ins and their tokens, devices, prompts, notes, e-mailed links.

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
  /** The seller's id on the marketplace: whose existing stock the stock manager shows; null before authorising. */
  marketplaceSellerId: text('marketplace_seller_id'),
  /** The seller's name on the marketplace, as staff last refreshed it (admin area, sellerNames/refresh). */
  marketplaceSellerName: text('marketplace_seller_name'),
  marketplaceSellerNameAt: timestamp('marketplace_seller_name_at', { withTimezone: true }),
  internalUser: boolean('internal_user').notNull().default(false),
  /** The seller's own referral code (account/affiliation), made the first time they look at it. */
  referralCode: text('referral_code').unique(),
  /** The seller whose referral link this seller signed up with. */
  referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  // Kept by staff in the admin area (spec 3.7): not to be called or mailed by sales; can refer others for a commission.
  doNotContact: boolean('do_not_contact').notNull().default(false),
  isAffiliate: boolean('is_affiliate').notNull().default(false),
  /** The reason staff filed for the seller leaving (unsubscribe_reasons). */
  unsubscribeReasonId: integer('unsubscribe_reason_id').references((): AnyPgColumn => unsubscribeReasons.id, { onDelete: 'set null' }),
  /** Deleted by staff: personal data removed, invoices kept for the books, the address free again. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  /**
   * What the admin users list's search reads, lower-cased in one column: e-mail, names, company,
   * phone and marketplace id. One LIKE on it costs a fifth of five ILIKEs over 20,000 sellers.
   */
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(marketplace_seller_id, ''))`,
  ),
}, (table) => [index('users_created_idx').on(table.createdAt, table.id)]);

/**
 * One row per product a seller has or had: what the auth path reads (seller_context) to gate every
 * call. Billing keeps it in step with the seller's subscriptions (server/modules/billing/usage.ts);
 * usable differs from status for a cancelled subscription whose paid month has not ended.
 */
export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    status: text('status').notNull(),
    usable: boolean('usable').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.product] })],
);

/** A sign-in: the family that its access and refresh tokens belong to. */
export const sellerSessions = pgTable(
  'seller_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The staff member signed in as the seller (admin area, login as user). Such a session cannot
     * change the password, cards or machine keys, and its devices stay out of the seller's list. It
     * ends with its staff member's account.
     */
    impersonatedByAdminId: integer('impersonated_by_admin_id').references((): AnyPgColumn => admins.id, { onDelete: 'cascade' }),
    /** No token of the session outlives this (staff sessions are short); null: the tokens' own lifetimes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  // Sign-ins are part of a seller's activity (admin area), read by seller and by time.
  (table) => [index('seller_sessions_user_idx').on(table.userId, table.createdAt), index('seller_sessions_created_idx').on(table.createdAt)],
);

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
    /**
     * The pair this token was exchanged for, encrypted under a key only the token itself gives
     * (server/auth/refreshSuccessor.ts): handed out again to a retry within the grace window, cleared
     * after it.
     */
    successor: text('successor'),
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
    /** Registered by staff signed in as the seller: never in the seller's device list. */
    impersonated: boolean('impersonated').notNull().default(false),
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
  /** What the link completes: a sign-up's names and password hash, kept until the address is confirmed. */
  payload: jsonb('payload'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
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
