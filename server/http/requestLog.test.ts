import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, sellerApi } from '../../src/contract';
import { jsonLogOptions } from '../ops/jsonLog';
import { startTestServer, type TestServer } from '../testing/testServer';
import { requestIdGenerator } from './requestId';
import { redactedUrl } from './requestLog';

/** Whoever reads the access log must not find a token in it that signs a seller in. */
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  // The log as `npm start` writes it, into an array.
  server = await startTestServer({}, { logger: { ...jsonLogOptions('info'), stream: { write: (line: string) => void logLines.push(line) } } });
  server.app.get('/test-unexpected', async () => {
    throw new Error('the disk is full');
  });
});
afterAll(() => server.close());

describe('the access log', () => {
  it('writes a refresh call without its token', async () => {
    const seller = await server.newSeller();
    logLines.length = 0;
    const reply = await server.call(sellerApi.session.refresh, { params: { refreshToken: seller.refreshToken } });
    expect(reply.status).toBe(200);
    const log = logLines.join('\n');
    expect(log).toContain('/api/session/refresh/[redacted]');
    expect(log).not.toContain(seller.refreshToken);
  });

  it('writes an e-mailed link without its token', async () => {
    logLines.length = 0;
    const token = 'e-mailed-link-token-0123456789abcdef';
    await server.app.inject({ method: 'GET', url: `/api/user/invitation/${token}` });
    await server.app.inject({ method: 'GET', url: `/forgot-password?token=${token}&x=1` });
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('keeps a refresh token out of the log and the 404 reply when no route matches its address', async () => {
    const seller = await server.newSeller();
    for (const url of [`/api/session/refresh/${seller.refreshToken}/`, `/api//session/refresh/${seller.refreshToken}`, `/api/session/%72efresh/${seller.refreshToken}`]) {
      logLines.length = 0;
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain(seller.refreshToken);
      expect(reply.json().apiError.errorMessage, url).toContain('[redacted]');
      expect(logLines.join('\n'), url).not.toContain(seller.refreshToken);
    }
  });

  it('keeps the marketplace authorisation code and state and a machine key out of the log', async () => {
    logLines.length = 0;
    const [code, state, key] = ['oauth-code-0123456789abcdef', 'oauth-state-0123456789abcdef', 'fsk_machinekey0123456789abcdef'];
    await server.app.inject({ method: 'GET', url: `/sp/auth/complete?spapi_oauth_code=${code}&code=${code}&state=${state}&selling_partner_id=A1SELLER` });
    await server.app.inject({ method: 'GET', url: `/api/external/sorter/test?code=9780306406157&key=${key}` });
    const log = logLines.join('\n');
    for (const secret of [code, state, key]) expect(log).not.toContain(secret);
    expect(log).toContain('selling_partner_id=A1SELLER');
  });
});

describe('the request id', () => {
  const idOf = (reply: { headers: Record<string, unknown> }) => reply.headers[REQUEST_ID_HEADER.toLowerCase()] as string;

  it('is named by every reply, a different one each time, errors included', async () => {
    const ids = [
      idOf(await server.app.inject({ method: 'GET', url: '/api/user' })),
      idOf(await server.app.inject({ method: 'GET', url: '/api/no-such-call' })),
      idOf(await server.app.inject({ method: 'POST', url: '/api/user/login', payload: '{not json', headers: { 'content-type': 'application/json' } })),
      idOf(await server.app.inject({ method: 'GET', url: '/health' })),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leads from the reply of an unexpected error to its log line, written as JSON with the level by name', async () => {
    logLines.length = 0;
    const reply = await server.app.inject({ method: 'GET', url: '/test-unexpected' });
    expect(reply.statusCode).toBe(500);
    const lines = logLines.map((line) => JSON.parse(line) as { level: string; time: string; requestId?: string; msg: string; err?: { message: string } });
    const logged = lines.find((line) => line.level === 'error');
    expect(logged).toMatchObject({ requestId: idOf(reply), msg: 'unexpected error', err: { message: 'the disk is full' } });
    expect(new Date(logged!.time).toISOString()).toBe(logged!.time);
    // Every line of that request carries the id: the access log's too.
    expect(lines.filter((line) => line.requestId === idOf(reply)).map((line) => line.msg)).toEqual(['incoming request', 'unexpected error', 'request completed']);
  });

  it('stays 12 hex digits and different from every other across several pools of random bytes', () => {
    const generate = requestIdGenerator(false);
    const ids = Array.from({ length: 3000 }, () => generate({ headers: {} } as never));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a load balancer's own id only behind a trusted proxy, and only when it looks like one", () => {
    const request = (id: string) => ({ headers: { 'x-request-id': id } }) as never;
    expect(requestIdGenerator(true)(request('lb-4f1c2a9e77'))).toBe('lb-4f1c2a9e77');
    expect(requestIdGenerator(false)(request('lb-4f1c2a9e77'))).toMatch(/^[0-9a-f]{12}$/);
    expect(requestIdGenerator(true)(request('a"b\n{"level":"error"}'))).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('redactedUrl', () => {
  it('redacts path values and query values named like tokens, and keeps the rest', () => {
    expect(redactedUrl('/api/session/refresh/abc', '/api/session/refresh/:refreshToken')).toBe('/api/session/refresh/[redacted]');
    expect(redactedUrl('/api/user/note/5?x=1', '/api/user/note/:id')).toBe('/api/user/note/5?x=1');
    expect(redactedUrl('/invitation/finalize?token=abc&utm=1')).toBe('/invitation/finalize?token=%5Bredacted%5D&utm=1');
  });

  it('redacts by name in every query, and every segment after refresh or user/invitation whatever the route', () => {
    expect(redactedUrl('/x?password=p&client_secret=s&State=t&apiKey=k&page=2')).toBe(
      '/x?password=%5Bredacted%5D&client_secret=%5Bredacted%5D&State=%5Bredacted%5D&apiKey=%5Bredacted%5D&page=2',
    );
    expect(redactedUrl('/api/session/refresh/abc/def/')).toBe('/api/session/refresh/[redacted]/[redacted]/');
    expect(redactedUrl('/api//session/REFRESH/abc')).toBe('/api//session/REFRESH/[redacted]');
    expect(redactedUrl('/api/user/invitation/abc')).toBe('/api/user/invitation/[redacted]');
    expect(redactedUrl('/api/user/invitation/abc/')).toBe('/api/user/invitation/[redacted]/');
    expect(redactedUrl('/invitation/finalize?utm=1')).toBe('/invitation/finalize?utm=1');
    expect(redactedUrl('/api/user/note/5')).toBe('/api/user/note/5');
  });
});
