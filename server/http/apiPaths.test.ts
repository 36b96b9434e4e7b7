import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '../../src/contract';
import { startTestServer, type AdminAuth, type SellerAuth, type TestServer } from '../testing/testServer';
import { decodedPath } from './apiPaths';

/**
 * The router decodes percent-escapes before it matches a route, so `/%61pi/user/note` is the note
 * call. Every decision about API calls (XSRF, no-store, the not-found envelope) must read the same
 * path, or an encoded address walks past them.
 */
let server: TestServer;
let seller: SellerAuth;
let admin: AdminAuth;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'folio-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  server = await startTestServer({ distDir: dist });
  seller = await server.newSeller();
  admin = await server.signInAdmin();
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const XSRF = 'xsrf-token-for-encoded-paths-0123';
const sellerHeaders = () => ({
  authorization: `Bearer ${seller.token}`,
  [DEVICE_ID_HEADER]: seller.deviceId,
  cookie: `${XSRF_COOKIE}=${XSRF}`,
});

describe('percent-encoded API addresses', () => {
  it.each(['/%61pi/user/note', '/ap%69/user/note', '/api/us%65r/note', '/%61%70%69/user/note'])(
    'refuses %s without the XSRF header, like /api/user/note',
    async (url) => {
      const refused = await server.app.inject({ method: 'POST', url, headers: sellerHeaders(), payload: { text: 'sneaky' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().apiError.errorCode).toBe(ErrorCode.XSRF_MISMATCH);
      const notes = await server.app.inject({ method: 'GET', url: '/api/user/note', headers: sellerHeaders() });
      expect(notes.json().data).toEqual([]);
    },
  );

  it('applies the encoded address once the XSRF header matches: the check, not the address, decides', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/%61pi/user/note',
      headers: { ...sellerHeaders(), [XSRF_HEADER]: XSRF },
      payload: { text: 'with the header' },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses an admin write at /%61dmin/logout without the XSRF header', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/%61dmin/logout',
      headers: { 'admin-authorization': `Bearer ${admin.token}`, cookie: `${XSRF_COOKIE}=${XSRF}` },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().apiError.errorCode).toBe(ErrorCode.XSRF_MISMATCH);
  });

  it('answers GET /%61pi/user with Cache-Control: no-store', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/%61pi/user', headers: sellerHeaders() });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it.each(['/%61pi/nope', '/%61dmin/nope', '/api/n%6Fpe?x=1'])('answers the unknown call %s with the 404 envelope, not the app page', async (url) => {
    const reply = await server.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().apiError.errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('still serves app pages at encoded page addresses', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/l%6Fgin' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('decodedPath', () => {
  it('decodes like the router: unreserved escapes decoded, an encoded slash kept, the query dropped', () => {
    expect(decodedPath('/%61pi/user?x=%61')).toBe('/api/user');
    expect(decodedPath('/api%2Fuser')).toBe('/api%2Fuser');
    expect(decodedPath('/api/%zz')).toBe('/api/%zz');
  });
});
