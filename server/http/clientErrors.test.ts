import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract';
import { listenOnLoopback, rawRequest, type RawReply } from '../testing/rawHttp';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Requests the HTTP parser refuses never reach a route, so they need a real socket: the in-process
 * inject of the other tests skips the parser.
 */
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  port = await listenOnLoopback(server.app);
});
afterAll(() => server.close());

function expectEnvelope(reply: RawReply, status: number, errorCode: number) {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(reply.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(reply.body) as { success: boolean; data: null; apiError: { errorCode: number; errorMessage: string } };
  expect(body).toMatchObject({ success: false, data: null, apiError: { errorCode } });
  expect(body.apiError.errorMessage.length).toBeGreaterThan(10);
}

describe('requests the HTTP parser refuses', () => {
  it('answers a header over 16 KB with 431 in the envelope, with the security headers', async () => {
    const reply = await rawRequest(port, `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(reply, 431, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers a request line over 16 KB with 431 in the envelope', async () => {
    const reply = await rawRequest(port, `GET /api/user?q=${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(reply, 431, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const reply = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectEnvelope(reply, 400, ErrorCode.VALIDATION_FAILED);
  });
});
