import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract';
import { startTestServer, type TestServer } from '../testing/testServer';

/** The built PWA as the server meets it in production: index.html, hashed assets and the worker. */
const INDEX_HTML = '<!doctype html><html><head><title>Folio</title></head><body><div id="root"></div></body></html>';
const TAG_MANAGER_META = '<meta name="folio-tag-manager" content="GTM-ABC123">';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'folio-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("folio");');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  server = await startTestServer({ distDir: dist, tagManagerId: 'GTM-ABC123' });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The sources a directive of the Content-Security-Policy allows. */
function cspSources(csp: unknown, directive: string): string[] {
  const entry = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  if (!entry) throw new Error(`no ${directive} in ${String(csp)}`);
  return entry.slice(1);
}

function expectNotFoundEnvelope(reply: Awaited<ReturnType<typeof get>>) {
  expect(reply.statusCode).toBe(404);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.json()).toMatchObject({ success: false, data: null, apiError: { errorCode: ErrorCode.NOT_FOUND } });
}

describe('app pages', () => {
  it.each(['/', '/login', '/account/subscriptions', '/admin-panel/users'])(
    'answers %s with index.html under a strict policy',
    async (url) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body).toBe(INDEX_HTML);
      // The tokens live in localStorage: only this origin's scripts may run (and the barcode
      // decoder's WebAssembly compile), and no one may frame us.
      expect(cspSources(reply.headers['content-security-policy'], 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(cspSources(reply.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
      // The one frame the app opens: a label PDF it made, to print.
      expect(cspSources(reply.headers['content-security-policy'], 'frame-src')).toEqual(['blob:']);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/signup', '/invitation/finalize?token=abc', '/registersendlink'])(
    'lets the tag manager run on %s only, and tells the page its id',
    async (url) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(cspSources(reply.headers['content-security-policy'], 'script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        'https://www.googletagmanager.com',
      ]);
      expect(cspSources(reply.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
      expect(reply.body).toContain(`${TAG_MANAGER_META}</head>`);
    },
  );

  it('does not put the tag manager id on other pages', async () => {
    expect((await get('/login')).body).not.toContain('folio-tag-manager');
  });
});

describe('built files', () => {
  it('serves hashed assets as immutable and the service worker as always revalidated', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("folio");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a 404 envelope, not the app page', async () => {
    expectNotFoundEnvelope(await get('/assets/missing.js'));
  });
});

describe('addresses that are not pages', () => {
  it('answers a POST to a page address with a 404 envelope', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/login', payload: {} });
    expectNotFoundEnvelope(reply);
    expect(reply.json().apiError.errorMessage).toBe('Nothing answers POST /login.');
  });

  it('keeps /admin for the API: an unknown call there is a 404 envelope, not the app', async () => {
    expectNotFoundEnvelope(await get('/admin/whatever'));
  });
});
