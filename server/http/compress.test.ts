import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, negotiateEncoding } from './compress';

describe('negotiateEncoding', () => {
  it('prefers br, falls back to gzip, and answers null when neither is accepted', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br'); // Chromium
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(['deflate', 'gzip'])).toBe('gzip');
    for (const none of [undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=0, *;q=0']) {
      expect(negotiateEncoding(none), String(none)).toBeNull();
    }
  });

  it('follows the weights', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, *')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('br; q=1.0, gzip; q=1.0')).toBe('br');
    expect(negotiateEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('compressBytes', () => {
  it('round-trips with both encodings', async () => {
    const bytes = Buffer.from(JSON.stringify({ books: Array.from({ length: 500 }, (_, index) => ({ index, title: `Book ${index}` })) }));
    const br = await compressBytes(bytes, 'br');
    const gzip = await compressBytes(bytes, 'gzip');
    expect(brotliDecompressSync(br).equals(bytes)).toBe(true);
    expect(gunzipSync(gzip).equals(bytes)).toBe(true);
    expect(br.length).toBeLessThan(bytes.length / 4);
    expect(gzip.length).toBeLessThan(bytes.length / 4);
  });
});
