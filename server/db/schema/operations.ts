import { integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

// The server's own bookkeeping: e-mails sent, rate limits, sign-in throttles, client error reports, idempotency keys.

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

/**
 * Failed sign-ins per (realm, address typed, client address): server/auth/signInThrottle.ts. Each
 * failure past the first few pushes `next_attempt_at` further out, for that client only, so that
 * guessing from one place slows down without locking the owner out everywhere else.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    realm: text('realm').notNull(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.realm, table.email, table.client] })],
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

/**
 * Idempotency keys of seller writes (server/http/idempotency.ts). A row exists exactly when its
 * write happened (or, for a write claimed before it runs, while it runs); a repeat of the request
 * is answered from `reply`. Nothing here opens without the key the caller sent: `key` is a hash of
 * it, and `reply` is sealed with it, so a reply that holds a secret (a new session's tokens, a
 * machine key) is kept for the caller's repeats and for nobody else.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The seller whose key it is; null for a public call (a sign-up link), kept under the key alone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the scope (the seller, or public) and the Idempotency-Key. */
    key: text('key').notNull(),
    /** SHA-256 of method, path with query, and body: the same key must come with the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** IN_PROGRESS while the write runs, then COMPLETED. */
    status: text('status').notNull(),
    /** The data answered the first time, AES-256-GCM under a key derived from the Idempotency-Key. */
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (table) => [unique('idempotency_keys_key_unique').on(table.key)],
);
