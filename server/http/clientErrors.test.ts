import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Requests the HTTP parser refuses never reach a route, so they need a real socket: the in-process
 * inject of the other tests skips the parser.
 */
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(() => server.close());

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the reply until the server closes the connection. */
function rawRequest(request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

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
    const reply = await rawRequest(`GET /api/user HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(reply, 431, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers a request line over 16 KB with 431 in the envelope', async () => {
    const reply = await rawRequest(`GET /api/user?q=${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(reply, 431, ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const reply = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expectEnvelope(reply, 400, ErrorCode.VALIDATION_FAILED);
  });
});
