import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, PRODUCT_KEYS, allEndpoints, fillPath, routePath } from '../../src/contract';
import { sampleOf } from '../../src/contract/testing/schemaFields';
import { listenOnLoopback, rawRequest } from '../testing/rawHttp';
import { insertMachineKey, machineHeaders } from '../testing/sorter';
import { startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../testing/testServer';

/** Bad input of every kind, sent to every call: each answer is a 4xx envelope with a sentence. */
let server: TestServer;
let seller: SellerAuth;
let admin: AdminAuth;
/** The seller's machine key: machine calls sign with it instead of a session. */
let machineKey: string;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  // Every product usable, so that product-gated calls check their input instead of refusing early.
  seller = await server.newSeller(PRODUCT_KEYS.map((product) => [product, 'ACTIVE']));
  admin = await server.signInAdmin();
  machineKey = (await insertMachineKey(server.db, seller.userId)).secret;
  port = await listenOnLoopback(server.app);
});
afterAll(() => server.close());

const badBodies: unknown[] = [
  null,
  42,
  'text',
  [],
  [1, 2],
  { unexpected: true },
  { email: 5, password: ['x'], text: { nested: true }, deviceName: null, id: -1 },
  { email: 'a'.repeat(5000), password: 'b'.repeat(5000), text: 'c'.repeat(50_000) },
  { token: '../../etc/passwd', refreshToken: "' OR 1=1 --" },
  { device: 'not-a-uuid', name: 5, colorCode: 'red', channel: 'BOAT', buyCost: -1, inboundCost: 1e300, isHidden: 'yes', deviceId: 7, baseRate: '3.65' },
];
const badParams = ['0', '-1', '1.5', 'abc', '99999999999999999999', "'; drop table users; --", 'x'.repeat(300), '%00'];

const writes = allEndpoints.filter(({ endpoint }) => endpoint.method !== 'GET');
const badQuery = { page: '-1', pageSize: 'x'.repeat(500), 'a[b]': '1', sort: "'; --" };
const badBookzyQuery = { itemId: "'; drop table users; --", queryType: 'ISBN', deviceId: 'x', targetId: '-5', deviceStatus: 'GONE', page: '1e9' };

/** PostgreSQL refuses NUL in text: a call whose check let one through answered 500. */
const NUL_TEXT = 'a\u0000b';
const asQuery = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key, String(v)]));

function casesFor(endpoint: (typeof allEndpoints)[number]['endpoint']) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const validish = Object.fromEntries(paramNames.map((name) => [name, '1']));
  return [
    // Every field filled well enough to pass the checks on numbers and choices, every text a NUL.
    {
      params: validish,
      query: asQuery(sampleOf(endpoint.query, NUL_TEXT)),
      ...(endpoint.method === 'GET' ? {} : { body: sampleOf(endpoint.body, NUL_TEXT) }),
    },
    ...(endpoint.method === 'GET' ? [] : badBodies.map((body) => ({ body, params: validish }))),
    ...(paramNames.length === 0
      ? []
      : badParams.map((value) => ({ body: {}, params: Object.fromEntries(paramNames.map((n) => [n, value])) }))),
    { params: validish, query: badQuery },
    { params: validish, query: badBookzyQuery },
  ];
}

describe.each(allEndpoints)('$name', ({ endpoint }) => {
  it('answers bad bodies, path values and queries with a 4xx envelope or success, never a 500', async () => {
    const machine = endpoint.access === 'machine';
    const options = machine ? { auth: null, headers: machineHeaders(machineKey) } : { auth: endpoint.realm === 'admin' ? admin : seller };
    for (const input of casesFor(endpoint)) {
      const reply = await server.call(endpoint, input, options);
      const label = JSON.stringify(input).slice(0, 120);
      expect(reply.status, label).toBeLessThan(500);
      expect(Object.keys(reply.body).sort(), label).toEqual(['apiError', 'data', 'success']);
      if (!reply.body.success) {
        expect(reply.status, label).toBeGreaterThanOrEqual(400);
        expect(reply.body.apiError.errorMessage.length).toBeGreaterThan(5);
        expect(reply.body.apiError.errorCode).not.toBe(ErrorCode.UNDEFINED);
      }
    }
  });
});

const auths = () => ({ seller, admin });
function headersFor(endpoint: (typeof allEndpoints)[number]['endpoint']): Record<string, string> {
  const headers: Record<string, string> = {
    cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwx',
    'x-xsrf-token': 'abcdefghijklmnopqrstuvwx',
    'content-type': 'application/json',
  };
  const { seller: s, admin: a } = auths();
  if (endpoint.access === 'machine') Object.assign(headers, machineHeaders(machineKey));
  else if (endpoint.realm === 'admin') headers['admin-authorization'] = `Bearer ${a.token}`;
  else Object.assign(headers, { authorization: `Bearer ${s.token}`, 'x-device-id': s.deviceId });
  return headers;
}
const urlOf = (endpoint: (typeof allEndpoints)[number]['endpoint']) => fillPath(routePath(endpoint), Object.fromEntries(
  [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, '1']),
));

describe.each(writes)('$name', ({ endpoint }) => {
  it.each([
    ['with an Idempotency-Key', { [IDEMPOTENCY_KEY_HEADER]: 'deeply-nested-body-key' }],
    ['without an Idempotency-Key', {}],
  ])('answers a 20,000-deep body %s with a 400 envelope', async (_, extra) => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const reply = await server.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: { ...headersFor(endpoint), ...extra },
      payload: `{"text":"a note","name":"a name","unknown":${deep}}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().apiError.errorCode).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('answers a body that is not JSON with 400, and another media type with 415', async () => {
    const url = routePath(endpoint).replace(/:(\w+)/g, '1');
    const headers = {
      cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwx',
      'x-xsrf-token': 'abcdefghijklmnopqrstuvwx',
      'content-type': 'application/json',
    };
    const broken = await server.app.inject({ method: endpoint.method, url, headers, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().apiError.errorMessage).toBe('The request body is not valid JSON.');
    const xml = await server.app.inject({
      method: endpoint.method,
      url,
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().apiError.errorCode).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });
});

describe.each(allEndpoints)('$name', ({ endpoint }) => {
  it('answers an over-long header with the 431 envelope and the security headers', async () => {
    const headers = Object.entries(headersFor(endpoint))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const reply = await rawRequest(
      port,
      `${endpoint.method} ${urlOf(endpoint)} HTTP/1.1\r\nHost: localhost\r\n${headers}X-Padding: ${'p'.repeat(17_000)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, data: null, apiError: { errorCode: ErrorCode.PAYLOAD_TOO_LARGE } });
  });
});

describe('unknown calls', () => {
  it('answers a 404 envelope for an unknown call under /api and /admin', async () => {
    for (const url of ['/api/nope', '/admin/nope', '/api', '/api/user/note/1/archive']) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        success: false,
        data: null,
        apiError: { errorCode: ErrorCode.NOT_FOUND, errorMessage: `Nothing answers GET ${url}.` },
      });
    }
  });

  it('answers a too-large body with 413', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { cookie: 'XSRF-TOKEN=abcdefghijklmnop', 'x-xsrf-token': 'abcdefghijklmnop', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().apiError.errorCode).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });
});
