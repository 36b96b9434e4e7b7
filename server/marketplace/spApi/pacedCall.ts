import { failedCallOf, marketplaceError } from './marketplaceErrors';
import { RATE_LIMITS, type SpApiOperation } from './rateLimits';
import type { RateLimit, TokenBuckets } from './tokenBucket';

/**
 * One marketplace call, paced and retried: it waits for a token of the seller's bucket for that
 * operation (refilled at the rate the marketplace last said, x-amzn-RateLimit-Limit), and a 429 (the marketplace's bucket was empty after all: another process of Folio
 * called too), a 5xx or a call that got no answer are tried again after a wait that grows each
 * time. What still fails becomes an AppError with a sentence (marketplaceErrors.ts).
 */

export interface Pacing {
  buckets: TokenBuckets;
  /** Attempts after the first: a 429 is retried this many times, a 5xx or no answer at most twice. */
  retries: number;
  /** The first wait after a failure; doubled each time. */
  backoffMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Other limits than the published ones: a seller the marketplace granted more, or a test. */
  limits?: Partial<Record<SpApiOperation, RateLimit>>;
}

const TRANSIENT_RETRIES = 2;

/** The rate the marketplace said for this seller and operation (x-amzn-RateLimit-Limit, on a reply or a 429), if any. */
function toldRate(reply: unknown): number | undefined {
  const headers = (reply as { headers?: Record<string, unknown> } | null)?.headers;
  const value = headers?.['x-amzn-ratelimit-limit'];
  const rate = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

export async function pacedCall<T>(
  pacing: Pacing,
  call: { sellerKey: string; operation: SpApiOperation; what: string },
  send: () => Promise<T>,
): Promise<T> {
  const limit = pacing.limits?.[call.operation] ?? RATE_LIMITS[call.operation];
  const key = `${call.sellerKey}|${call.operation}`;
  let transientFailures = 0;
  for (let attempt = 0; ; attempt++) {
    await pacing.buckets.take(key, limit);
    try {
      const reply = await send();
      const rate = toldRate(reply);
      if (rate !== undefined) pacing.buckets.told(key, limit, rate);
      return reply;
    } catch (error) {
      const { status, code } = failedCallOf(error);
      const throttled = status === 429;
      const transient = !throttled && (status === undefined || status >= 500) && (code !== undefined || status !== undefined);
      if (throttled) pacing.buckets.exhausted(key, limit, toldRate((error as { response?: unknown }).response));
      if (transient) transientFailures++;
      const retry = attempt < pacing.retries && (throttled || (transient && transientFailures <= TRANSIENT_RETRIES));
      if (!retry) throw marketplaceError(call.what, error);
      // On a 429 the bucket itself makes the next attempt wait for a token at the told rate.
      await pacing.sleep(pacing.backoffMs * 2 ** attempt);
    }
  }
}
