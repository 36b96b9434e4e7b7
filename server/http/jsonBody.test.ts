import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, sellerApi } from '../../src/contract';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../testing/testServer';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './jsonBody';

/**
 * A valid write plus a 20,000-deep array under a key nobody reads overflowed the stack of the
 * idempotency fingerprint and answered 500. Every call now refuses a body nested past the bound.
 */
let server: TestServer;
let seller: SellerAuth;

beforeAll(async () => {
  server = await startTestServer();
  seller = await server.newSeller();
});
afterAll(() => server.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** The body as text: a 20,000-deep value cannot even be made with JSON.stringify. */
const noteWith = (text: string, extra: string) => `{"text":${JSON.stringify(text)},"unknown":${extra}}`;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('deeply nested bodies', () => {
  it.each([
    ['with an Idempotency-Key', { [IDEMPOTENCY_KEY_HEADER]: 'deep-nesting-key-1' }],
    ['without one', {}],
  ])('are refused with a 400 sentence %s, and nothing is written', async (_, headers) => {
    const body = noteWith('a valid note', nested(20_000));
    const reply = await server.call(sellerApi.notes.add, { body }, { auth: seller, headers: { ...JSON_TYPE, ...headers } });
    expect(apiError(reply)).toMatchObject({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(apiError(reply).errorMessage).toBe(
      `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of arrays and objects.`,
    );
    expect(dataOf(await server.call(sellerApi.notes.list, {}, { auth: seller }))).toEqual([]);
  });

  it('still accepts a body at the bound, with and without a key', async () => {
    const body = noteWith('nested within the bound', nested(MAX_BODY_DEPTH - 1));
    const plain = await server.call<{ text: string }>(sellerApi.notes.add, { body }, { auth: seller, headers: JSON_TYPE });
    expect(dataOf(plain).text).toBe('nested within the bound');
    const keyed = await server.call(sellerApi.notes.add, { body }, { auth: seller, headers: { ...JSON_TYPE, [IDEMPOTENCY_KEY_HEADER]: 'deep-nesting-key-2' } });
    expect(keyed.status).toBe(200);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[' }), 2)).toBe(false);
  });
});
