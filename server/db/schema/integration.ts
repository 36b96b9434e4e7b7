import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// The marketplace connection (account 'integration', sp/auth/complete). users.marketplace_seller_id
// stays the one place that says whose stock a seller works on; these tables hold how it got there.

/**
 * A state Folio sent to the marketplace's consent page: stored as its SHA-256 only, bound to the
 * seller, short-lived and single use, so a changed, stale, replayed or borrowed state is refused.
 */
export const marketplaceAuthStates = pgTable(
  'marketplace_auth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('marketplace_auth_states_user_idx').on(table.userId)],
);

/** The authorisation behind a seller's marketplace seller id; one marketplace account per Folio account. */
export const marketplaceConnections = pgTable('marketplace_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sellingPartnerId: text('selling_partner_id').notNull().unique('marketplace_connections_partner'),
  region: text('region').notNull(),
  marketplaceId: text('marketplace_id').notNull(),
  marketplaceName: text('marketplace_name').notNull(),
  /** The marketplace's refresh token, sealed with AES-256-GCM (server/modules/integration/credentialSeal.ts). */
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  authorisedAt: timestamp('authorised_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Keys the server makes once and keeps, by name: the credentials key when FOLIO_CREDENTIALS_KEY is
 * not set. Every server on the database reads the same one.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});
