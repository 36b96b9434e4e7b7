/**
 * The marketplace's rate limits are token buckets: each operation has a rate (tokens added per
 * second) and a burst (the most tokens held), counted per seller and application. Folio keeps the
 * same buckets on its side, so that a request waits for its token here instead of being refused
 * with a 429 there. One bucket per (seller, operation), made on first use.
 */
export interface RateLimit {
  /** Requests per second. */
  rate: number;
  /** Requests that may go at once after a quiet spell. */
  burst: number;
}

export interface TokenBuckets {
  /** Resolves when `key`'s bucket has a token for this request (and takes it); waits in order of arrival. */
  take(key: string, limit: RateLimit, signal?: AbortSignal): Promise<void>;
  /**
   * The marketplace answered 429: its bucket is empty whatever ours says. Empties ours and, when
   * the marketplace said its rate (x-amzn-RateLimit-Limit), refills at that rate from now on.
   */
  exhausted(key: string, limit: RateLimit, toldRate?: number): void;
  /** The marketplace said the seller's rate for this operation (x-amzn-RateLimit-Limit on a reply): the bucket refills at it. */
  told(key: string, limit: RateLimit, rate: number): void;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
  rate: number;
  burst: number;
  /** Requests waiting for a token, first come first served. */
  queue: Promise<void>;
}

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function createTokenBuckets(options: { now?: () => number; sleep?: Sleep } = {}): TokenBuckets {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? realSleep;
  const buckets = new Map<string, Bucket>();

  const bucketOf = (key: string, limit: RateLimit) => {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { tokens: limit.burst, updatedAt: now(), rate: limit.rate, burst: limit.burst, queue: Promise.resolve() };
      buckets.set(key, bucket);
    }
    return bucket;
  };

  const refill = (bucket: Bucket) => {
    const at = now();
    bucket.tokens = Math.min(bucket.burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * bucket.rate);
    bucket.updatedAt = at;
  };

  const told = (key: string, limit: RateLimit, rate: number) => {
    const bucket = bucketOf(key, limit);
    if (!Number.isFinite(rate) || rate <= 0 || rate === bucket.rate) return;
    refill(bucket);
    bucket.rate = rate;
  };

  return {
    take(key, limit, signal) {
      const bucket = bucketOf(key, limit);
      const turn = bucket.queue.then(async () => {
        for (;;) {
          refill(bucket);
          if (bucket.tokens >= 1) {
            bucket.tokens -= 1;
            return;
          }
          await sleep(Math.ceil(((1 - bucket.tokens) / bucket.rate) * 1000), signal);
        }
      });
      // The next request waits for this one's token, whether this one got it or gave up.
      bucket.queue = turn.catch(() => undefined);
      return turn;
    },
    exhausted(key, limit, toldRate) {
      const bucket = bucketOf(key, limit);
      refill(bucket);
      bucket.tokens = Math.min(bucket.tokens, 0);
      if (toldRate !== undefined) told(key, limit, toldRate);
    },
    told,
  };
}
