import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The built PWA as the server meets it in production: index.html, hashed assets, the worker, the
 * brotli and gzip copies the build writes beside them, and source maps that must stay private.
 */
const DESCRIPTION = 'Folio: list, price, box and sort used books and media for the marketplace. '.repeat(20);
const INDEX_HTML = `<!doctype html><html><head><title>Folio</title><meta name="description" content="${DESCRIPTION}"></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('folio '.repeat(400))});`;
const STYLES = `.folio { color: navy; }\n`.repeat(100);
const TAG_MANAGER_META = '<meta name="folio-tag-manager" content="GTM-ABC123">';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'folio-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  const built = async (name: string, text: string) => {
    await writeFile(path.join(dist, name), text);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  await built('assets/app-abc123.js', SCRIPT);
  await built('assets/app-abc123.css', STYLES);
  await built('sw.js', `self.addEventListener("fetch", () => {}); // ${'worker '.repeat(200)}`);
  await writeFile(path.join(dist, 'assets', 'plain-abc123.js'), 'console.log("no compressed copy");');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await writeFile(path.join(dist, 'sw.js.map'), '{"version":3,"sources":["sw/sw.ts"]}');
  server = await startTestServer({ distDir: dist, tagManagerId: 'GTM-ABC123' });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(reply: Awaited<ReturnType<typeof get>>): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return reply.body;
}

const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

  it('compresses each version of the page: the tag manager pages keep their id, the others do not get it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const login = await get('/login', encoding === 'br' ? CHROMIUM_ACCEPT_ENCODING : 'gzip, deflate');
      expect(login.headers['content-encoding']).toBe(encoding);
      expect(login.headers.vary).toBe('Accept-Encoding');
      expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(login.headers['content-length'])).toBeLessThan(INDEX_HTML.length / 2);
      expect(decoded(login)).toBe(INDEX_HTML);

      const signup = await get('/signup', encoding === 'br' ? CHROMIUM_ACCEPT_ENCODING : 'gzip, deflate');
      expect(signup.headers['content-encoding']).toBe(encoding);
      expect(decoded(signup)).toContain(`${TAG_MANAGER_META}</head>`);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });
});

describe('built files', () => {
  it('serves hashed assets as immutable and the service worker as always revalidated, compressed or not', async () => {
    for (const acceptEncoding of [undefined, 'gzip', CHROMIUM_ACCEPT_ENCODING]) {
      const asset = await get('/assets/app-abc123.js', acceptEncoding);
      expect(asset.statusCode).toBe(200);
      expect(decoded(asset)).toBe(SCRIPT);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const worker = await get('/sw.js', acceptEncoding);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    }
  });

  it.each([
    ['br', CHROMIUM_ACCEPT_ENCODING],
    ['br', 'br'],
    ['gzip', 'gzip, deflate'],
    ['gzip', 'br;q=0.5, gzip'],
  ])('sends scripts and styles %s-encoded to a browser that accepts %s, typed as what they are', async (encoding, accept) => {
    for (const [url, text, type] of [
      ['/assets/app-abc123.js', SCRIPT, /^application\/javascript/],
      ['/assets/app-abc123.css', STYLES, /^text\/css/],
    ] as const) {
      const reply = await get(url, accept);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(type);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBeLessThan(text.length / 4);
      expect(decoded(reply)).toBe(text);
    }
  });

  it('sends a file as it is to a browser that accepts no compression, and one that has no compressed copy', async () => {
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(SCRIPT);

    const uncompressed = await get('/assets/plain-abc123.js', CHROMIUM_ACCEPT_ENCODING);
    expect(uncompressed.statusCode).toBe(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe('console.log("no compressed copy");');
  });

  it.each(['/assets/app-abc123.js.map', '/sw.js.map', '/assets/app-abc123.js.br', '/sw.js.gz'])(
    'does not publish %s: source maps and compressed copies are not files of the site',
    async (url) => {
      expectNotFoundEnvelope(await get(url));
      expectNotFoundEnvelope(await get(url, CHROMIUM_ACCEPT_ENCODING));
    },
  );

  it('answers a missing file with a 404 envelope, not the app page', async () => {
    expectNotFoundEnvelope(await get('/assets/missing.js'));
  });
});

describe('the policy each reply carries', () => {
  it('sends API replies a policy that lets nothing load or frame them, and the app its full one', async () => {
    const api = await get('/api/user');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // The service worker runs under the policy it was served with: the app's, which lets it fetch.
    const worker = await get('/sw.js');
    expect(cspSources(worker.headers['content-security-policy'], 'connect-src')).toEqual(["'self'"]);
    expect(cspSources(worker.headers['content-security-policy'], 'worker-src')).toEqual(["'self'", 'blob:']);
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
