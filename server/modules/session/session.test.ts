import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, XSRF_COOKIE, sellerApi, type TokenPair, type UserInfo } from '../../../src/contract';
import { devices, users } from '../../db/schema';
import {
  SELLER_PASSWORD,
  apiError,
  dataOf,
  fieldError,
  startTestServer,
  type SellerAuth,
  type TestServer,
} from '../../testing/testServer';

const api = sellerApi.session;
const WRONG_CREDENTIALS = { status: 401, errorCode: ErrorCode.INVALID_CREDENTIALS, errorMessage: 'The email or password is not correct.' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function login(email: string, password: string, on: TestServer = server) {
  return on.call<TokenPair>(api.login, { body: { email, password } });
}

const me = (auth: SellerAuth) => server.call<UserInfo>(sellerApi.user.me, {}, { auth });
const refresh = (refreshToken: string) => server.call<TokenPair>(api.refresh, { params: { refreshToken } });
const codeOf = async (reply: Promise<Parameters<typeof apiError>[0]>) => apiError(await reply).errorCode;

/** Runs a check with the server clock moved forward, then puts it back for the following tests. */
async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
  server.advanceClock(ms);
  try {
    return await check();
  } finally {
    server.advanceClock(-ms);
  }
}

describe('login', () => {
  it('returns a token pair that opens GET /api/user once the device is registered', async () => {
    const pair = dataOf(await login('demo@folio.test', 'folio-demo-1'));
    expect(pair.token).toMatch(/^[\w-]{40,}$/);
    expect(pair.refreshToken).not.toBe(pair.token);
    // adoptTokens registers the browser as a device and reads GET /api/user with the new token.
    const seller = await server.adoptTokens(pair, 'demo@folio.test');
    expect(dataOf(await me(seller))).toMatchObject({ email: 'demo@folio.test', businessInfo: { firstName: 'Dana' } });
  });

  it('answers a wrong password and an unknown email alike, so addresses cannot be probed', async () => {
    expect(apiError(await login('demo@folio.test', 'folio-demo-2'))).toEqual(WRONG_CREDENTIALS);
    expect(apiError(await login('nobody@folio.test', 'folio-demo-1'))).toEqual(WRONG_CREDENTIALS);
  });

  it('ignores the case and surrounding spaces of the email, as people type it', async () => {
    dataOf(await login('  Demo@FOLIO.test ', 'folio-demo-1'));
  });

  it('names the field when the input is unusable', async () => {
    expect(apiError(await login('not-an-email', 'x'))).toMatchObject({
      status: 400,
      errorCode: ErrorCode.VALIDATION_FAILED,
      errorMessage: 'email must be a valid email address.',
    });
    const noPassword = await server.call(api.login, { body: { email: 'demo@folio.test' } });
    expect(apiError(noPassword)).toMatchObject({ errorCode: ErrorCode.VALIDATION_FAILED, errorMessage: 'password is required.' });
  });

  it('refuses a disabled account with 103 even with the right password', async () => {
    const seller = await server.newSeller();
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, seller.userId));
    expect(apiError(await login(seller.email, SELLER_PASSWORD))).toMatchObject({
      status: 403,
      errorCode: ErrorCode.ACCOUNT_DISABLED,
    });
  });
});

describe('refresh', () => {
  it('exchanges a refresh token for a new pair whose access token works', async () => {
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    expect(next.token).not.toBe(seller.token);
    expect(next.refreshToken).not.toBe(seller.refreshToken);
    expect(dataOf(await me({ ...seller, ...next })).email).toBe(seller.email);
  });

  it('treats a refresh token used again after the grace window as stolen: 104, and the whole session ends', async () => {
    const seller = await server.newSeller();
    const next = dataOf(await refresh(seller.refreshToken));
    const afterWindow = (server.config.refreshGraceSeconds + 1) * 1000;
    expect(apiError(await later(afterWindow, () => refresh(seller.refreshToken)))).toMatchObject({
      status: 401,
      errorCode: ErrorCode.REFRESH_TOKEN_INVALID,
    });
    // Whoever holds the newest pair (possibly the thief) is signed out too.
    expect(await codeOf(me({ ...seller, ...next }))).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(await codeOf(refresh(next.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('refuses an expired refresh token with 104', async () => {
    const seller = await server.newSeller();
    const code = await later((server.config.refreshTokenTtlSeconds + 60) * 1000, () => codeOf(refresh(seller.refreshToken)));
    expect(code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('refuses to refresh the session of an account disabled since sign-in, with 103', async () => {
    const seller = await server.newSeller();
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, seller.userId));
    expect(apiError(await refresh(seller.refreshToken))).toMatchObject({ status: 403, errorCode: ErrorCode.ACCOUNT_DISABLED });
  });

  it('refuses something that is not a refresh token with 400 and 107', async () => {
    expect(apiError(await refresh('short'))).toMatchObject({
      status: 400,
      errorCode: ErrorCode.VALIDATION_FAILED,
      errorMessage: 'refreshToken is not a valid link or token.',
    });
  });
});

describe('logout', () => {
  const logout = (body: { refreshToken: string; deviceId?: string }) => server.call(api.logout, { body });
  const deviceExists = async (id: string) => (await server.db.select().from(devices).where(eq(devices.id, id))).length === 1;

  it('ends the session and forgets the device named in the body', async () => {
    const seller = await server.newSeller();
    expect(dataOf(await logout({ refreshToken: seller.refreshToken, deviceId: seller.deviceId }))).toBeNull();
    expect(await codeOf(me(seller))).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(await codeOf(refresh(seller.refreshToken))).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect(await deviceExists(seller.deviceId)).toBe(false);
  });

  it('succeeds again with the same token, as when a browser retries', async () => {
    const seller = await server.newSeller();
    dataOf(await logout({ refreshToken: seller.refreshToken }));
    dataOf(await logout({ refreshToken: seller.refreshToken }));
  });

  it('does not remove a device of another seller named in the body', async () => {
    const seller = await server.newSeller();
    const other = await server.newSeller();
    dataOf(await logout({ refreshToken: seller.refreshToken, deviceId: other.deviceId }));
    expect(await deviceExists(other.deviceId)).toBe(true);
    expect(dataOf(await me(other)).email).toBe(other.email);
  });

  it('names the field when the device id is not a uuid', async () => {
    const seller = await server.newSeller();
    fieldError(await logout({ refreshToken: seller.refreshToken, deviceId: 'phone' }), 'deviceId');
    // The refused call changed nothing: the session still works.
    expect(dataOf(await me(seller)).email).toBe(seller.email);
  });
});

describe('xsrf', () => {
  const cookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie'] ?? '');

  it('gives a browser without the cookie a fresh XSRF-TOKEN', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/session/xsrf' });
    expect(reply.json()).toEqual({ success: true, data: null, apiError: null });
    expect(cookieOf(reply.headers)).toMatch(new RegExp(`^${XSRF_COOKIE}=[\\w-]{20,};`));
  });

  it('keeps the cookie a browser already has, so other open tabs stay valid', async () => {
    const reply = await server.call(api.xsrf);
    expect(dataOf(reply)).toBeNull();
    expect(cookieOf(reply.headers)).toBe('');
  });
});
