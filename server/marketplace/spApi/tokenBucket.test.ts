import { describe, expect, it } from 'vitest';
import { pacedCall, type Pacing } from './pacedCall';
import { createTokenBuckets } from './tokenBucket';

/** A clock that moves only when someone sleeps: each test reads how long the calls waited. */
function virtualTime() {
  let now = 0;
  const sleep = async (ms: number) => {
    now += ms;
  };
  return { now: () => now, sleep };
}

const throttled = (rate?: string) => Object.assign(new Error('429'), { response: { status: 429, headers: rate ? { 'x-amzn-ratelimit-limit': rate } : {}, data: {} } });
const failed = (status: number) => Object.assign(new Error(String(status)), { response: { status, headers: {}, data: { errors: [{ code: 'InternalFailure', message: 'We encountered an internal error.' }] } } });

describe('the rate-limit buckets', () => {
  it('lets a burst through at once, then one request per 1/rate seconds, in order of arrival', async () => {
    const time = virtualTime();
    const buckets = createTokenBuckets(time);
    const started: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => buckets.take('seller|op', { rate: 0.5, burst: 2 }).then(() => started.push(time.now()))));
    expect(started).toEqual([0, 0, 2000, 4000, 6000]);
  });

  it('keeps one bucket per seller and operation', async () => {
    const time = virtualTime();
    const buckets = createTokenBuckets(time);
    const limit = { rate: 1, burst: 1 };
    for (const key of ['A|getItemOffers', 'B|getItemOffers', 'A|searchCatalogItems']) await buckets.take(key, limit);
    expect(time.now()).toBe(0);
    await buckets.take('A|getItemOffers', limit);
    expect(time.now()).toBe(1000);
  });
});

describe('a paced marketplace call', () => {
  const pacingOf = (time: ReturnType<typeof virtualTime>): Pacing => ({ buckets: createTokenBuckets(time), retries: 5, backoffMs: 100, sleep: time.sleep });
  const call = { sellerKey: 'A1SELLER', operation: 'getItemOffers' as const, what: 'the offers on 0306406152' };

  it('waits and tries again after a 429, at the rate the marketplace says', async () => {
    const time = virtualTime();
    let attempts = 0;
    const answer = await pacedCall(pacingOf(time), call, async () => {
      if (++attempts <= 2) throw throttled('0.25');
      return 'offers';
    });
    expect(answer).toBe('offers');
    expect(attempts).toBe(3);
    // Backoff (100, then 200 ms), and a token at the told rate: 4 s apart after each 429.
    expect(time.now()).toBeGreaterThanOrEqual(8000);
  });

  it('follows the rate the marketplace tells on its replies', async () => {
    const time = virtualTime();
    const pacing = pacingOf(time);
    const reply = { data: 'offers', headers: { 'x-amzn-ratelimit-limit': '10.0' } };
    // getItemOffers is published at 0.5/s, burst 1: the second call would wait 2 s, at the told 10/s it waits 100 ms.
    for (let index = 0; index < 3; index++) await pacedCall(pacing, call, async () => reply);
    expect(time.now()).toBe(200);
  });

  it('tries a 5xx twice more, then answers MARKETPLACE_UNAVAILABLE with a sentence', async () => {
    const time = virtualTime();
    let attempts = 0;
    const failing = pacedCall(pacingOf(time), call, async () => {
      attempts++;
      throw failed(503);
    });
    await expect(failing).rejects.toMatchObject({ statusCode: 503, errorCode: 138, message: 'The marketplace failed with 503 (the offers on 0306406152). Try again in a few minutes.' });
    expect(attempts).toBe(3);
  });

  it('answers a refusal at once, with the marketplace reason in context', async () => {
    const time = virtualTime();
    let attempts = 0;
    const refused = pacedCall(pacingOf(time), call, async () => {
      attempts++;
      throw Object.assign(new Error('400'), { response: { status: 400, data: { errors: [{ code: 'InvalidInput', message: 'Invalid ASIN.' }] } } });
    });
    await expect(refused).rejects.toMatchObject({ statusCode: 422, errorCode: 139, message: 'The marketplace refused the offers on 0306406152: Invalid ASIN. (InvalidInput).' });
    expect(attempts).toBe(1);
  });

  it('gives up on a seller the marketplace keeps throttling, saying so', async () => {
    const time = virtualTime();
    const throttling = pacedCall(pacingOf(time), call, async () => {
      throw throttled();
    });
    await expect(throttling).rejects.toMatchObject({ statusCode: 503, errorCode: 138, message: expect.stringContaining('kept asking Folio to slow down') });
  });
});
