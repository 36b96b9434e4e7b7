import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { HSTS } from './securityHeaders';

/**
 * Served over HTTPS (behind the TLS proxy the README describes, with FOLIO_TRUST_PROXY), every reply
 * tells the browser to stay on HTTPS; over plain HTTP the header means nothing and is left out.
 */
let behindProxy: TestServer;
let direct: TestServer;

beforeAll(async () => {
  behindProxy = await startTestServer({ trustProxy: true });
  direct = await startTestServer({ trustProxy: false });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const get = (server: TestServer, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/session/xsrf', headers });

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const reply = await get(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(reply.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=\d{8,}$/);
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect((await get(behindProxy)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(direct, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});
