import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, catalogSnapshotPageSchema, envelopeOf, routePath, sellerApi, type CatalogSnapshotPage } from '../../../src/contract';
import { catalogIsbn } from '../../marketplace/simulator';
import { firstDevice, newBookzySeller } from '../../testing/bookzy';
import { dataOf, startTestServer, type SellerAuth, type TestReply, type TestServer } from '../../testing/testServer';

const api = sellerApi.books;
const CHROMIUM = 'gzip, deflate, br, zstd';
let server: TestServer;
let seller: SellerAuth;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newBookzySeller(server);
});
afterAll(() => server.close());

const snapshot = (page: number | string, acceptEncoding?: string) =>
  server.call<CatalogSnapshotPage>(
    api.snapshot,
    { query: { page } },
    { auth: seller, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
  );

/** Decodes the bytes as sent, as the browser's fetch does, and checks them against the contract. */
function decodeAndCheck(reply: TestReply) {
  const encoding = reply.headers['content-encoding'];
  const raw = reply.rawPayload;
  const json = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  const envelope = envelopeOf(catalogSnapshotPageSchema).parse(JSON.parse(json.toString('utf8')));
  if (!envelope.success) throw new Error('expected a snapshot page');
  return { envelope, bytes: json.length };
}

const varyNames = (reply: TestReply) => String(reply.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('the catalog snapshot, compressed', () => {
  it('answers br to a browser that accepts it, gzip to one that accepts only gzip, with the same data', async () => {
    const plain = await snapshot(3);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = decodeAndCheck(plain);
    expect(Number(plain.headers['content-length'])).toBe(expected.bytes);

    for (const [acceptEncoding, encoding] of [[CHROMIUM, 'br'], ['gzip', 'gzip'], ['br', 'br'], ['gzip;q=1, br;q=0.5', 'gzip']] as const) {
      const reply = await snapshot(3, acceptEncoding);
      expect(reply.status, acceptEncoding).toBe(200);
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(varyNames(reply)).toContain('accept-encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(reply.rawPayload.length).toBeLessThan(expected.bytes / 4);
      const decoded = decodeAndCheck(reply);
      expect(decoded.bytes).toBe(expected.bytes);
      expect(decoded.envelope).toEqual(expected.envelope);
      expect(reply.body).toEqual(plain.body);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect(dataOf(plain).books[0]!.isbn13).toBe(catalogIsbn(3 * 5_000));
  });

  it('stays uncompressed, with Vary, when the client does not accept br or gzip', async () => {
    for (const acceptEncoding of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const reply = await snapshot(0, acceptEncoding);
      expect(reply.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(varyNames(reply)).toContain('accept-encoding');
      expect(decodeAndCheck(reply).envelope.data!.page).toBe(0);
    }
  });

  it('never compresses an error reply of the snapshot', async () => {
    for (const page of [24, -1, 'first']) {
      const reply = await snapshot(page, CHROMIUM);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.headers['content-encoding'], String(page)).toBeUndefined();
      expect(reply.body.success).toBe(false);
    }
    const stranger = await server.newSeller();
    const refused = await server.call(api.snapshot, { query: { page: 0 } }, { auth: stranger, headers: { 'accept-encoding': CHROMIUM } });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('over real HTTP', () => {
  it('arrives through fetch, which decodes it as the app\'s performRequest reads it, and fits the contract', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const pageWith = async (acceptEncoding: string) => {
      const response = await fetch(`${base}${routePath(api.snapshot)}?page=5`, {
        headers: { authorization: `Bearer ${seller.token}`, [DEVICE_ID_HEADER]: seller.deviceId, 'accept-encoding': acceptEncoding },
      });
      const envelope = envelopeOf(catalogSnapshotPageSchema).parse(JSON.parse(await response.text()));
      return { encoding: response.headers.get('content-encoding'), data: envelope.data };
    };
    const [viaBr, viaGzip, plain] = [await pageWith(CHROMIUM), await pageWith('gzip'), await pageWith('identity')];
    expect([viaBr.encoding, viaGzip.encoding, plain.encoding]).toEqual(['br', 'gzip', null]);
    expect(viaBr.data).toEqual(plain.data);
    expect(viaGzip.data).toEqual(plain.data);
    expect(plain.data!.books).toHaveLength(5_000);
  });
});

describe('other endpoints', () => {
  it('are never compressed, whatever the client accepts', async () => {
    const device = await firstDevice(server, seller);
    const headers = { 'accept-encoding': CHROMIUM };
    const replies = [
      await server.call(sellerApi.user.me, {}, { auth: seller, headers }),
      await server.call(sellerApi.bookzyDevices.management, {}, { auth: seller, headers }),
      await server.call(api.stats, { query: { itemId: catalogIsbn(7), queryType: 'ISBN', deviceId: device.deviceId } }, { auth: seller, headers }),
      await server.call(sellerApi.session.login, { body: { email: seller.email, password: 'wrong-password' } }, { headers }),
    ];
    for (const reply of replies) {
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(varyNames(reply)).not.toContain('accept-encoding');
    }
    expect(dataOf(replies[0]!)).toBeTruthy();
  });

  it('opt in only for the snapshot: adding one is a deliberate change here', () => {
    const compressed = server.app.registeredRoutes
      .filter((route) => route.config?.compress === true && route.method === 'GET')
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(compressed).toEqual([`GET ${routePath(api.snapshot)}`]);
  });
});
