import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApi } from '../../src/contract';
import { startTestServer, type TestServer } from '../testing/testServer';
import { redactedUrl } from './requestLog';

/** Whoever reads the access log must not find a token in it that signs a seller in. */
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
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
});

describe('redactedUrl', () => {
  it('redacts path values and query values named like tokens, and keeps the rest', () => {
    expect(redactedUrl('/api/session/refresh/abc', '/api/session/refresh/:refreshToken')).toBe('/api/session/refresh/[redacted]');
    expect(redactedUrl('/api/user/note/5?x=1', '/api/user/note/:id')).toBe('/api/user/note/5?x=1');
    expect(redactedUrl('/invitation/finalize?token=abc&utm=1')).toBe('/invitation/finalize?token=%5Bredacted%5D&utm=1');
  });
});
