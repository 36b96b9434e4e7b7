import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { QUEUE_SCHEMA } from '../../jobs/queueSql';
import { deleteInBatches } from './deleteInBatches';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

export interface HousekeepingTask {
  name: string;
  /** What is removed and when, as the README's table says it. */
  keeps: string;
  /** Removes what is past its keep time at `now` (the app's clock); answers how many rows. */
  remove(db: Executor, now: Date): Promise<number>;
}

/**
 * What Folio clears away on the queue's schedule (the housekeeping job, hourly), each with its keep
 * time. Nothing a seller still sees is removed: a seller's newest reports are kept by count when a
 * new one is made (the report services), these remove only what has aged past use.
 */
export const HOUSEKEEPING_TASKS: HousekeepingTask[] = [
  {
    name: 'seller access tokens',
    keeps: '1 day after they expire',
    remove: (db, now) => deleteInBatches(db, 'seller_access_tokens', sql`expires_at < ${daysBefore(now, 1)}::timestamptz`),
  },
  {
    name: 'seller refresh tokens',
    // Used ones stay until they expire too: a stolen token presented again is still recognised as reused.
    keeps: '7 days after they expire',
    remove: (db, now) => deleteInBatches(db, 'seller_refresh_tokens', sql`expires_at < ${daysBefore(now, 7)}::timestamptz`),
  },
  {
    name: 'seller sessions',
    keeps: "90 days after sign-in once none of its tokens is left; a seller's latest sign-in always (the admin area shows it)",
    remove: (db, now) =>
      deleteInBatches(
        db,
        'seller_sessions',
        sql`created_at < ${daysBefore(now, 90)}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM seller_refresh_tokens r WHERE r.session_id = seller_sessions.id)
          AND NOT EXISTS (SELECT 1 FROM seller_access_tokens a WHERE a.session_id = seller_sessions.id)
          AND (impersonated_by_admin_id IS NOT NULL OR EXISTS (
            SELECT 1 FROM seller_sessions later WHERE later.user_id = seller_sessions.user_id
              AND later.impersonated_by_admin_id IS NULL AND later.created_at > seller_sessions.created_at))`,
      ),
  },
  {
    name: 'staff tokens',
    keeps: '7 days after they expire or are revoked',
    remove: (db, now) =>
      deleteInBatches(db, 'admin_tokens', sql`expires_at < ${daysBefore(now, 7)}::timestamptz OR revoked_at < ${daysBefore(now, 7)}::timestamptz`),
  },
  {
    name: 'idempotency keys',
    // An outbox replays a write whenever its device is back online: 30 days covers a refresh token's life.
    keeps: '30 days',
    remove: (db, now) => deleteInBatches(db, 'idempotency_keys', sql`created_at < ${daysBefore(now, 30)}::timestamptz`),
  },
  {
    name: 'sign-in throttles',
    // The throttle forgets failures a day old anyway (server/auth/signInThrottle.ts).
    keeps: '1 day after the last failure, and never while a wait runs',
    remove: (db, now) =>
      deleteInBatches(db, 'sign_in_throttles', sql`updated_at < ${daysBefore(now, 1)}::timestamptz AND next_attempt_at < ${now.toISOString()}::timestamptz`),
  },
  {
    name: 'rate limit counters',
    keeps: '1 day (their window is 15 minutes)',
    remove: (db, now) => deleteInBatches(db, 'rate_limit_hits', sql`window_start < ${daysBefore(now, 1)}::timestamptz`),
  },
  {
    name: 'finished jobs',
    keeps: '7 days after they completed, failed or were cancelled (pg-boss archives them after 12 hours)',
    remove: async (db, now) =>
      (await deleteInBatches(
        db,
        `${QUEUE_SCHEMA}.job`,
        sql`state IN ('completed', 'failed', 'cancelled') AND completed_on < ${daysBefore(now, 7)}::timestamptz`,
        ['name', 'id'],
      )) + (await deleteInBatches(db, `${QUEUE_SCHEMA}.archive`, sql`archived_on < ${daysBefore(now, 7)}::timestamptz`, ['name', 'id'])),
  },
  {
    name: 'stock reports',
    keeps: '30 days after they were made',
    remove: (db, now) => deleteInBatches(db, 'stock_reports', sql`state IN ('DONE', 'FAILED') AND coalesce(finished_at, created_at) < ${daysBefore(now, 30)}::timestamptz`),
  },
  {
    name: 'sorter reports',
    keeps: '30 days after they were made',
    remove: (db, now) => deleteInBatches(db, 'sorter_reports', sql`state IN ('DONE', 'FAILED') AND coalesce(finished_at, created_at) < ${daysBefore(now, 30)}::timestamptz`),
  },
  {
    name: 'price feed files',
    keeps: '30 days after the run that made them',
    remove: (db, now) => deleteInBatches(db, 'price_feed_files', sql`created_at < ${daysBefore(now, 30)}::timestamptz`),
  },
];
