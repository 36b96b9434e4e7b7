import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, sellerApi, type TokenPair, type UserInfo } from '../../src/contract';
import { sellerRefreshTokens } from '../db/schema';
import { apiError, dataOf, startTestServer, type SellerAuth, type TestServer } from '../testing/testServer';
import { openSuccessor } from './refreshSuccessor';
import { hashToken } from './tokens';

/**
 * A refresh whose reply was lost (flaky warehouse Wi-Fi) is retried with the same refresh token.
 * Within the grace window (refreshGraceSeconds, 20 s) the retry gets the same pair; after it, or
 * once that pair was itself refreshed, reuse ends the session as before.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The window is counted in seconds: a busy machine must not run it out between two calls.
  server.freezeClock();
});
afterAll(() => server.close());

const refresh = (refreshToken: string) => server.call<TokenPair>(sellerApi.session.refresh, { params: { refreshToken } });
const me = (seller: SellerAuth, pair: TokenPair) => server.call<UserInfo>(sellerApi.user.me, {}, { auth: { ...seller, ...pair } });
const codeOf = async (reply: ReturnType<typeof refresh> | ReturnType<typeof me>) => apiError(await reply).errorCode;
const graceMs = () => server.config.refreshGraceSeconds * 1000;

async function storedSuccessor(refreshToken: string) {
  const [row] = await server.db
    .select({ successor: sellerRefreshTokens.successor })
    .from(sellerRefreshTokens)
    .where(eq(sellerRefreshTokens.tokenHash, hashToken(refreshToken)));
  return row?.successor ?? null;
}

describe('refresh grace window', () => {
  it('gives a retry within the window the identical pair, and the session keeps working', async () => {
    const seller = await server.newSeller();
    const lost = dataOf(await refresh(seller.refreshToken));
    server.advanceClock(graceMs() - 1000);
    const retried = dataOf(await refresh(seller.refreshToken));
    expect(retried).toEqual(lost);
    expect(dataOf(await me(seller, retried)).email).toBe(seller.email);
    const newer = dataOf(await refresh(retried.refreshToken));
    expect(dataOf(await me(seller, newer)).email).toBe(seller.email);
  });

  it('ends the whole session when the token comes back after the window', async () => {
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    server.advanceClock(graceMs() + 1000);
    expect(apiError(await refresh(seller.refreshToken))).toMatchObject({ status: 401, errorCode: ErrorCode.REFRESH_TOKEN_INVALID });
    expect(await codeOf(me(seller, next))).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(await codeOf(refresh(next.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('ends the session when the pair a retry would get was already refreshed in turn', async () => {
    // The reply did arrive and the client moved on: whoever sends the old token now is not that
    // client, and it may be a thief who refreshed first.
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    const newer = dataOf(await refresh(next.refreshToken));
    expect(await codeOf(refresh(seller.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect(await codeOf(me(seller, newer))).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(await codeOf(refresh(newer.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('answers concurrent refreshes with one token (two tabs, a retry racing its original) with the same pair', async () => {
    const seller = await server.newSeller();
    const replies = await Promise.all(Array.from({ length: 4 }, () => refresh(seller.refreshToken)));
    const [first, ...others] = replies.map((reply) => dataOf(reply));
    for (const other of others) expect(other).toEqual(first);
    expect(dataOf(await me(seller, first!)).email).toBe(seller.email);
    dataOf(await refresh(first!.refreshToken));
  });

  it('keeps the pair readable only with the old token, and clears it after the window', async () => {
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    const sealed = await storedSuccessor(seller.refreshToken);
    expect(sealed).not.toBeNull();
    expect(sealed).not.toContain(next.token);
    expect(sealed).not.toContain(next.refreshToken);
    expect(openSuccessor(next.refreshToken, hashToken(seller.refreshToken), sealed!)).toBeUndefined();
    expect(openSuccessor(seller.refreshToken, hashToken(seller.refreshToken), sealed!)).toEqual(next);

    server.advanceClock(graceMs() + 1000);
    dataOf(await refresh(next.refreshToken));
    expect(await storedSuccessor(seller.refreshToken)).toBeNull();
  });

  it('never gives the pair of a session that was signed out', async () => {
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    dataOf(await server.call(sellerApi.session.logout, { body: { refreshToken: next.refreshToken } }));
    expect(await codeOf(refresh(seller.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect(await storedSuccessor(seller.refreshToken)).toBeNull();
  });
});
