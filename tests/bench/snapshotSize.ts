/** What a phone downloads for the offline catalog: bytes per snapshot page, raw and compressed. */
import { createSimulatedMarketplace } from '../../server/marketplace/simulator';
import { compressBytes } from '../../server/http/compress';

export async function measureSnapshotSize(): Promise<string[]> {
  const marketplace = createSimulatedMarketplace();
  const page = (await marketplace.snapshotPage(0))!;
  const raw = Buffer.from(JSON.stringify({ success: true, data: page, apiError: null }));
  const lines: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  for (const encoding of ['br', 'gzip'] as const) {
    const started = performance.now();
    const compressed = await compressBytes(raw, encoding);
    const ms = performance.now() - started;
    const whole = (compressed.length * page.pageCount) / 1024 / 1024;
    lines.push(`snapshot ${encoding}: ${kb(compressed.length)}/page of ${kb(raw.length)}, ${ms.toFixed(0)} ms to compress, ${whole.toFixed(1)} MB for ${page.totalBooks} books`);
  }
  return lines;
}
