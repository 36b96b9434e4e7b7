import { lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/contract';
import { rateLimitHits } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from './appError';

export const RATE_WINDOW_MS = 15 * 60 * 1000;

export interface RateLimit {
  bucket: string;
  key: string;
  limit: number;
}

function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS);
}

/**
 * Counts one hit in a fixed 15-minute window and refuses with 429 past the limit. Counters live in
 * the database so that every server instance sees the same numbers.
 */
export async function consumeRateLimit(deps: Pick<AppDeps, 'db' | 'clock'>, limit: RateLimit, message: string) {
  const now = deps.clock();
  const start = windowStart(now);
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key: limit.key, windowStart: start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if (Math.random() < 0.01) {
    await deps.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(start.getTime() - RATE_WINDOW_MS)));
  }
  if ((row?.hits ?? 0) > limit.limit) {
    const minutes = Math.max(1, Math.ceil((start.getTime() + RATE_WINDOW_MS - now.getTime()) / 60_000));
    throw new AppError(429, ErrorCode.RATE_LIMITED, `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
