import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, allEndpoints, routePath, sellerApi } from '../../src/contract';
import { users } from '../db/schema';
import { insertMachineKey, machineHeaders } from '../testing/sorter';
import { apiError, startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../testing/testServer';

/**
 * The access rules of every call, walked over the whole contract so that each call a later issue
 * adds is covered the moment it is added.
 */
let server: TestServer;
let seller: SellerAuth;
let otherSeller: SellerAuth;
let admin: AdminAuth;
/** Machine keys of a seller with the Sorter: one in use, one revoked. */
let machineKey: string;
let revokedKey: string;

beforeAll(async () => {
  server = await startTestServer();
  seller = await server.newSeller();
  otherSeller = await server.newSeller();
  admin = await server.signInAdmin();
  const sorterSeller = await server.newSeller([['SORTER', 'ACTIVE']]);
  machineKey = (await insertMachineKey(server.db, sorterSeller.userId)).secret;
  revokedKey = (await insertMachineKey(server.db, sorterSeller.userId, { revokedAt: new Date() })).secret;
});
afterAll(() => server.close());

const sellerCalls = allEndpoints.filter(({ endpoint }) => endpoint.realm === 'seller' && (endpoint.access === 'session' || endpoint.access === 'device'));
const machineCalls = allEndpoints.filter(({ endpoint }) => endpoint.access === 'machine');
const deviceCalls = sellerCalls.filter(({ endpoint }) => endpoint.access === 'device');
const adminCalls = allEndpoints.filter(({ endpoint }) => endpoint.realm === 'admin' && endpoint.access !== 'public');
const writes = allEndpoints.filter(({ endpoint }) => endpoint.method !== 'GET' && endpoint.access !== 'machine');

/** Params that pass the path check, so that only access decides the answer. */
function sampleParams(path: string) {
  return Object.fromEntries(
    [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, name === 'id' ? '1' : 'x'.repeat(32)]),
  );
}

describe('seller calls', () => {
  it.each(sellerCalls)('$name answers 101 without a token, with a wrong one and with an admin token', async ({ endpoint }) => {
    const params = sampleParams(endpoint.path);
    for (const auth of [null, { ...seller, token: 'x'.repeat(43) }]) {
      expect(apiError(await server.call(endpoint, { params }, { auth }))).toMatchObject({
        status: 401,
        errorCode: ErrorCode.TOKEN_EXPIRED,
      });
    }
    const adminAsSeller = await server.call(endpoint, { params }, { auth: { ...seller, token: admin.token } });
    expect(apiError(adminAsSeller).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it.each(deviceCalls)('$name needs this seller\'s registered device', async ({ endpoint }) => {
    const params = sampleParams(endpoint.path);
    const noDevice = await server.call(endpoint, { params }, { auth: seller, device: false });
    expect(apiError(noDevice)).toMatchObject({ status: 400, errorCode: ErrorCode.DEVICE_REQUIRED });
    const othersDevice = await server.call(endpoint, { params }, { auth: { ...seller, deviceId: otherSeller.deviceId } });
    expect(apiError(othersDevice)).toMatchObject({ status: 401, errorCode: ErrorCode.DEVICE_REMOVED });
    const notADevice = await server.call(endpoint, { params }, { auth: { ...seller, deviceId: 'not-a-uuid' } });
    expect(apiError(notADevice).errorCode).toBe(ErrorCode.DEVICE_REMOVED);
  });
});

describe('machine calls', () => {
  it('exist (the controller of a sorter asks through them)', () => {
    expect(machineCalls.length).toBeGreaterThan(0);
  });

  it.each(machineCalls)('$name answers 401 without a machine key, with an unknown or revoked one, and to a seller or admin session', async ({ endpoint }) => {
    const params = sampleParams(endpoint.path);
    const refused = { status: 401, errorCode: ErrorCode.MACHINE_KEY_REFUSED };
    expect(apiError(await server.call(endpoint, { params }, { auth: null }))).toMatchObject(refused);
    expect(apiError(await server.call(endpoint, { params }, { auth: null, headers: machineHeaders(`fsk_${'x'.repeat(43)}`) }))).toMatchObject(refused);
    const revoked = apiError(await server.call(endpoint, { params }, { auth: null, headers: machineHeaders(revokedKey) }));
    expect(revoked).toMatchObject(refused);
    expect(revoked.errorMessage).toMatch(/revoked/);
    expect(apiError(await server.call(endpoint, { params }, { auth: seller }))).toMatchObject(refused);
    expect(apiError(await server.call(endpoint, { params }, { auth: admin }))).toMatchObject(refused);
  });

  it.each(machineCalls)('$name takes a machine key without XSRF token or cookie: a controller is no browser', async ({ endpoint }) => {
    const reply = await server.app.inject({
      method: endpoint.method,
      url: routePath(endpoint).replace(/:(\w+)/g, '1'),
      headers: machineHeaders(machineKey),
    });
    // Past the access checks, the input check answers: a 400 for the missing input, never 401 or 403.
    expect([200, 400]).toContain(reply.statusCode);
  });
});

describe('admin calls', () => {
  it.each(adminCalls)('$name answers 101 without an admin token and to a seller token', async ({ endpoint }) => {
    const params = sampleParams(endpoint.path);
    const none = await server.call(endpoint, { params }, { auth: null });
    expect(apiError(none)).toMatchObject({ status: 401, errorCode: ErrorCode.TOKEN_EXPIRED });
    const sellerHeaders = await server.call(endpoint, { params }, { auth: seller });
    expect(apiError(sellerHeaders).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    const sellerAsAdmin = await server.call(endpoint, { params }, { auth: { kind: 'admin', token: seller.token } });
    expect(apiError(sellerAsAdmin).errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
  });
});

describe('XSRF', () => {
  it.each(writes)('$name is refused without the X-XSRF-TOKEN header or with a wrong one', async ({ endpoint }) => {
    const auth = endpoint.realm === 'admin' ? admin : seller;
    const params = sampleParams(endpoint.path);
    const missing = await server.call(endpoint, { params, body: {} }, { auth, xsrf: false });
    expect(apiError(missing)).toMatchObject({ status: 403, errorCode: ErrorCode.XSRF_MISMATCH });
    const wrong = await server.call(endpoint, { params, body: {} }, { auth, xsrf: 'forged-token-value-0123456' });
    expect(apiError(wrong).errorCode).toBe(ErrorCode.XSRF_MISMATCH);
  });

  it('sets the XSRF-TOKEN cookie on a reply to a browser that has none', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/session/xsrf' });
    expect(String(reply.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict$/);
  });
});

describe('expired tokens and disabled accounts', () => {
  it('answers 101 once the access token has expired, and 103 for a disabled account', async () => {
    const expiring = await server.newSeller();
    server.advanceClock((server.config.accessTokenTtlSeconds + 1) * 1000);
    try {
      expect(apiError(await server.call(sellerApi.user.me, {}, { auth: expiring })).errorCode).toBe(
        ErrorCode.TOKEN_EXPIRED,
      );
    } finally {
      server.advanceClock(-(server.config.accessTokenTtlSeconds + 1) * 1000);
    }
    const disabled = await server.newSeller();
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.userId));
    expect(apiError(await server.call(sellerApi.user.me, {}, { auth: disabled }))).toMatchObject({
      status: 403,
      errorCode: ErrorCode.ACCOUNT_DISABLED,
    });
  });
});
