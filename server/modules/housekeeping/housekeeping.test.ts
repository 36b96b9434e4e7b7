import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { admins, adminTokens, idempotencyKeys, priceFeedFiles, rateLimitHits, sellerAccessTokens, sellerRefreshTokens, sellerSessions, signInThrottles, sorterReports, stockReports, users } from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { QUEUE_SCHEMA } from '../../jobs/queueSql';
import { startTestQueue } from '../../testing/jobQueue';
import { openTestDatabase } from '../../testing/testDatabase';
import { runHousekeeping } from './housekeepingJob';
import { HOUSEKEEPING_TASKS } from './tasks';

const NOW = new Date('2031-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
/** A time this many days before NOW. */
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  // A queue of its own, so that its finished jobs are the test's alone.
  const queue = await startTestQueue(database, [defineJob('test-housekeeping', z.object({}), async () => undefined)], { work: false });
  await queue.stop();
});
afterAll(() => database.close());

/** Each table's rows as `label`s: a fixture names every row it makes, old or fresh, and the test reads back which remain. */
const remaining = async (query: string) => ((await database.executeSql(query)).rows as { label: string }[]).map((row) => row.label).sort();

describe('housekeeping', () => {
  it('removes from every table only what is past its keep time, and keeps what is younger or still in use', async () => {
    const db = database.db;
    const [seller] = await db.insert(users).values({ email: 'housekeeping@folio.test', passwordHash: 'x', firstName: 'House', lastName: 'Keeping' }).returning();
    const [staff] = await db.insert(admins).values({ email: 'housekeeping-staff@folio.test', name: 'Staff', passwordHash: 'x' }).returning();
    const userId = seller!.id;

    // Sessions: old ones without a token left are removed, except the seller's latest sign-in (a staff visit is none).
    const session = async (days: number, impersonatedByAdminId: number | null = null) =>
      (await db.insert(sellerSessions).values({ userId, createdAt: ago(days), impersonatedByAdminId }).returning())[0]!.id;
    const sessions = { gone: await session(200), withToken: await session(150), latest: await session(120), staffVisit: await session(100, staff!.id) };
    await db.insert(sellerRefreshTokens).values([
      { tokenHash: 'refresh-expired-8-days', sessionId: sessions.withToken, expiresAt: ago(8) },
      { tokenHash: 'refresh-expired-6-days', sessionId: sessions.withToken, expiresAt: ago(6) },
    ]);
    await db.insert(sellerAccessTokens).values([
      { tokenHash: 'access-expired-2-days', sessionId: sessions.withToken, expiresAt: ago(2) },
      { tokenHash: 'access-expired-1-hour', sessionId: sessions.withToken, expiresAt: new Date(NOW.getTime() - 60 * 60 * 1000) },
    ]);
    await db.insert(adminTokens).values([
      { tokenHash: 'staff-expired-8-days', adminId: staff!.id, expiresAt: ago(8) },
      { tokenHash: 'staff-revoked-8-days', adminId: staff!.id, expiresAt: ago(-1), revokedAt: ago(8) },
      { tokenHash: 'staff-live', adminId: staff!.id, expiresAt: ago(-1) },
    ]);
    await db.insert(idempotencyKeys).values([
      { key: 'key-31-days', fingerprint: 'f', status: 'COMPLETED', userId, createdAt: ago(31) },
      { key: 'key-29-days', fingerprint: 'f', status: 'COMPLETED', userId, createdAt: ago(29) },
    ]);
    await db.insert(signInThrottles).values([
      { realm: 'seller', email: 'old', client: 'c', failures: 9, nextAttemptAt: ago(2), updatedAt: ago(2) },
      { realm: 'seller', email: 'old-still-waiting', client: 'c', failures: 30, nextAttemptAt: ago(-1), updatedAt: ago(2) },
      { realm: 'seller', email: 'recent', client: 'c', failures: 3, nextAttemptAt: ago(0.5), updatedAt: ago(0.5) },
    ]);
    await db.insert(rateLimitHits).values([
      { bucket: 'housekeeping', key: 'old', windowStart: ago(2), hits: 1 },
      { bucket: 'housekeeping', key: 'recent', windowStart: ago(0.5), hits: 1 },
    ]);
    const report = (state: 'DONE' | 'RUNNING', days: number) => ({ sellerId: userId, kind: 'STOCK', query: { label: `${state}-${days}` }, state, createdAt: ago(days), finishedAt: state === 'DONE' ? ago(days) : null });
    await db.insert(stockReports).values([report('DONE', 31), report('DONE', 29), report('RUNNING', 40)]);
    const sorterReport = (state: 'DONE' | 'RUNNING', days: number) => ({ userId, request: { label: `${state}-${days}` } as never, state, createdAt: ago(days), finishedAt: state === 'DONE' ? ago(days) : null });
    await db.insert(sorterReports).values([sorterReport('DONE', 31), sorterReport('DONE', 29), sorterReport('RUNNING', 40)]);
    await db.insert(priceFeedFiles).values([
      { sellerId: userId, runId: 900_001, rows: 1, content: 'feed-31-days', createdAt: ago(31) },
      { sellerId: userId, runId: 900_002, rows: 1, content: 'feed-29-days', createdAt: ago(29) },
    ]);
    const job = (label: string, state: string, completedDaysAgo: number | null) =>
      database.executeSql(`INSERT INTO ${QUEUE_SCHEMA}.job (name, id, state, completed_on, data) VALUES ('test-housekeeping', gen_random_uuid(), $1, $2, $3)`, [
        state,
        completedDaysAgo === null ? null : ago(completedDaysAgo).toISOString(),
        JSON.stringify({ label }),
      ]);
    await job('completed-8-days', 'completed', 8);
    await job('failed-8-days', 'failed', 8);
    await job('completed-6-days', 'completed', 6);
    await job('waiting', 'created', null);
    // Archived rows as pg-boss archives them: moved out of the job table, stamped with when.
    await job('archived-8-days', 'completed', 8);
    await job('archived-6-days', 'completed', 6);
    const columns = 'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output';
    await database.executeSql(
      `WITH moved AS (DELETE FROM ${QUEUE_SCHEMA}.job WHERE data->>'label' LIKE 'archived-%' RETURNING *)
       INSERT INTO ${QUEUE_SCHEMA}.archive (${columns}, archived_on) SELECT ${columns}, completed_on FROM moved`,
    );

    const removed = await runHousekeeping({ db, clock: () => NOW });

    const sessionsLeft = await db.select({ id: sellerSessions.id }).from(sellerSessions).where(eq(sellerSessions.userId, userId));
    expect(sessionsLeft.map((row) => Object.entries(sessions).find(([, id]) => id === row.id)![0]).sort()).toEqual(['latest', 'withToken']);
    expect(await remaining(`SELECT token_hash AS label FROM seller_refresh_tokens WHERE token_hash LIKE 'refresh-%'`)).toEqual(['refresh-expired-6-days']);
    expect(await remaining(`SELECT token_hash AS label FROM seller_access_tokens WHERE token_hash LIKE 'access-%'`)).toEqual(['access-expired-1-hour']);
    expect(await remaining(`SELECT token_hash AS label FROM admin_tokens WHERE token_hash LIKE 'staff-%'`)).toEqual(['staff-live']);
    expect(await remaining(`SELECT key AS label FROM idempotency_keys WHERE key LIKE 'key-%'`)).toEqual(['key-29-days']);
    expect(await remaining(`SELECT email AS label FROM sign_in_throttles WHERE client = 'c'`)).toEqual(['old-still-waiting', 'recent']);
    expect(await remaining(`SELECT key AS label FROM rate_limit_hits WHERE bucket = 'housekeeping'`)).toEqual(['recent']);
    expect(await remaining(`SELECT query->>'label' AS label FROM stock_reports WHERE seller_id = ${userId}`)).toEqual(['DONE-29', 'RUNNING-40']);
    expect(await remaining(`SELECT request->>'label' AS label FROM sorter_reports WHERE user_id = ${userId}`)).toEqual(['DONE-29', 'RUNNING-40']);
    expect(await remaining(`SELECT content AS label FROM price_feed_files WHERE seller_id = ${userId}`)).toEqual(['feed-29-days']);
    expect(await remaining(`SELECT data->>'label' AS label FROM ${QUEUE_SCHEMA}.job WHERE name = 'test-housekeeping'`)).toEqual(['completed-6-days', 'waiting']);
    expect(await remaining(`SELECT data->>'label' AS label FROM ${QUEUE_SCHEMA}.archive WHERE name = 'test-housekeeping'`)).toEqual(['archived-6-days']);
    // Every task ran and said what it removed (the template's own rows are young, so only these).
    expect(Object.keys(removed).sort()).toEqual(HOUSEKEEPING_TASKS.map((task) => task.name).sort());
    expect(removed).toMatchObject({ 'seller sessions': 2, 'seller refresh tokens': 1, 'finished jobs': 3, 'idempotency keys': 1 });
  });

  it('goes on with the other tasks when one fails, and fails the job naming it', async () => {
    const ran: string[] = [];
    const tasks = [
      { name: 'broken', keeps: '', remove: () => Promise.reject(new Error('relation does not exist')) },
      { name: 'fine', keeps: '', remove: async () => (ran.push('fine'), 0) },
    ];
    await expect(runHousekeeping({ db: database.db, clock: () => NOW }, undefined, tasks)).rejects.toThrow('Housekeeping failed for broken: relation does not exist');
    expect(ran).toEqual(['fine']);
  });
});
