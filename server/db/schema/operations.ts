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
