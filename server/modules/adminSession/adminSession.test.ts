import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, adminApi, sellerApi } from '../../../src/contract';
import { apiError, dataOf, fieldError, startTestServer, type TestServer } from '../../testing/testServer';

const api = adminApi.session;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (email: string, password: string) => server.call<{ token: string }>(api.login, { body: { email, password } });
const WRONG_CREDENTIALS = { status: 401, errorCode: ErrorCode.INVALID_CREDENTIALS, errorMessage: 'The email or password is not correct.' };

describe('admin login', () => {
  it('signs staff in with a token that opens the admin area', async () => {
    const { token } = dataOf(await login(' Admin@Folio.test', 'folio-admin-1'));
    const me = await server.call(api.me, {}, { auth: { kind: 'admin', token } });
    expect(dataOf(me)).toEqual({ email: 'admin@folio.test', name: 'Folio Staff' });
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    expect(apiError(await login('admin@folio.test', 'folio-admin-2'))).toEqual(WRONG_CREDENTIALS);
    expect(apiError(await login('boss@folio.test', 'folio-admin-1'))).toEqual(WRONG_CREDENTIALS);
  });

  it("refuses a seller's own credentials: sellers are not staff", async () => {
    expect(apiError(await login('demo@folio.test', 'folio-demo-1'))).toEqual(WRONG_CREDENTIALS);
  });

  it('names the field when the input is unusable', async () => {
    fieldError(await login('admin', 'folio-admin-1'), 'email');
    fieldError(await login('admin@folio.test', ''), 'password');
  });
});

describe('admin logout', () => {
  it('ends the admin session: the token answers 101 afterwards', async () => {
    const admin = await server.signInAdmin();
    expect(dataOf(await server.call(api.logout, {}, { auth: admin }))).toBeNull();
    expect(apiError(await server.call(api.me, {}, { auth: admin }))).toMatchObject({
      status: 401,
      errorCode: ErrorCode.TOKEN_EXPIRED,
    });
  });

  it('leaves the other sessions of the same staff member signed in', async () => {
    const here = await server.signInAdmin();
    const elsewhere = await server.signInAdmin();
    dataOf(await server.call(api.logout, {}, { auth: here }));
    expect(dataOf(await server.call<{ email: string }>(api.me, {}, { auth: elsewhere })).email).toBe('admin@folio.test');
  });
});

describe('the two realms stay apart', () => {
  it('a seller token cannot open /admin/me, and an admin token cannot open /api/user', async () => {
    const seller = await server.newSeller();
    const admin = await server.signInAdmin();
    const sellerAtAdmin = await server.call(api.me, {}, { auth: { kind: 'admin', token: seller.token } });
    expect(apiError(sellerAtAdmin)).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
    const adminAtSeller = await server.call(sellerApi.user.me, {}, { auth: { ...seller, token: admin.token } });
    expect(apiError(adminAtSeller)).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
  });
});
