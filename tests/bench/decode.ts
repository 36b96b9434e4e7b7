/**
 * Barcode decoder benchmark: the app's decoder (ZXing-C++ as WebAssembly, zxing-wasm) against
 * @zxing/library (pure JavaScript), both in headless Chromium with the app's settings, on the
 * photos of BARCODE_DIR (default ../shared/fixtures/barcodes beside the repository; each image
 * has its expected code in a .txt of the same name). One line per decoder:
 *   decode NAME: read R/T, wrong W, median M ms/image, median H ms/frame-hit, median X ms/frame-miss
 *
 * Measured here (Chromium 156, 2 cores shared with other builds, load ~8, the 16 photos of ean13-1):
 *   decode zxing-wasm: read 14/16, wrong 0, median 1.55 ms/image, median 4.90 ms/frame-hit, median 10.8 ms/frame-miss
 *   decode zxing-library: read 12/16, wrong 0, median 2.95 ms/image, median 3.90 ms/frame-hit, median 237.2 ms/frame-miss
 * Other runs: zxing-wasm 9-13 ms per miss against 135-160 ms. The miss frame is a gradient with
 * sensor-like noise, harder than a flat one. With tryRotate off zxing-wasm read 13/16, and looking
 * for up to 4 codes (not 1) made its hit frames 3-4x slower: hence the settings in decoding.ts.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { validateCode } from '../../src/contract/barcodes';

const REPO = path.resolve(import.meta.dirname, '../..');
const IMAGE = /\.(webp|png|jpe?g|gif|bmp|avif)$/i;
const ORIGIN = 'http://decode-bench.localhost';

interface Photo {
  file: string;
  expected: string;
}

async function findPhotos(dir: string): Promise<Photo[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const photos: Photo[] = [];
  for (const entry of entries.filter((e) => e.isFile() && IMAGE.test(e.name))) {
    const file = path.join(entry.parentPath, entry.name);
    const expected = await readFile(file.replace(IMAGE, '.txt'), 'utf8').catch(() => undefined);
    if (expected !== undefined) photos.push({ file, expected: expected.trim() });
  }
  return photos.sort((a, b) => a.file.localeCompare(b.file));
}

/** The page's script: both decoders behind one call, zxing-wasm through the app's own module. */
const BENCH_ENTRY = `
import * as ZXing from '@zxing/library';
import { readCodesWithZxing } from '~/scanning/zxingReader';
import { hintForFormat } from '~/scanning/decoding';
const hints = new Map([
  [ZXing.DecodeHintType.POSSIBLE_FORMATS, [ZXing.BarcodeFormat.EAN_13, ZXing.BarcodeFormat.UPC_A, ZXing.BarcodeFormat.EAN_8, ZXing.BarcodeFormat.UPC_E]],
  [ZXing.DecodeHintType.TRY_HARDER, true],
]);
const reader = new ZXing.MultiFormatReader();
function zxingLibrary(image) {
  const { data, width, height } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < luminance.length; i += 1, p += 4) luminance[i] = (data[p] * 306 + data[p + 1] * 601 + data[p + 2] * 117) >> 10;
  const bitmap = new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(new ZXing.RGBLuminanceSource(luminance, width, height)));
  try {
    const result = reader.decode(bitmap, hints);
    return [{ text: result.getText(), hint: hintForFormat(ZXing.BarcodeFormat[result.getBarcodeFormat()]) }];
  } catch (error) {
    if (error instanceof ZXing.NotFoundException || error instanceof ZXing.ChecksumException || error instanceof ZXing.FormatException) return [];
    throw error;
  }
}
const decoders = { 'zxing-wasm': readCodesWithZxing, 'zxing-library': async (image) => zxingLibrary(image) };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
async function timed(decode, image) {
  const startedAt = performance.now();
  const codes = await decode(image);
  return { ms: performance.now() - startedAt, codes };
}
function pixels(canvas) {
  return canvas.getContext('2d', { willReadFrequently: true }).getImageData(0, 0, canvas.width, canvas.height);
}
/** A 1280x720 camera frame without a code: a lit gradient with sensor-like noise (fixed seed). */
function backgroundFrame() {
  const canvas = new OffscreenCanvas(1280, 720);
  const context = canvas.getContext('2d');
  const image = context.createImageData(1280, 720);
  let seed = 12345;
  for (let i = 0; i < 1280 * 720; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = i % 1280, y = (i / 1280) | 0;
    const value = 50 + (140 * x) / 1280 + (50 * y) / 720 + ((seed >> 16) % 17) - 8;
    image.data.set([value, value * 0.95, value * 0.9, 255], i * 4);
  }
  context.putImageData(image, 0, 0);
  return canvas;
}
/** The photo centred on the frame, scaled down only if it does not fit. */
function frameHolding(bitmap) {
  const canvas = backgroundFrame();
  const scale = Math.min(1, 1280 / bitmap.width, 720 / bitmap.height);
  const width = bitmap.width * scale, height = bitmap.height * scale;
  canvas.getContext('2d').drawImage(bitmap, (1280 - width) / 2, (720 - height) / 2, width, height);
  return pixels(canvas);
}
async function loadPhotos(count) {
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    const bitmap = await createImageBitmap(await (await fetch('/photo/' + i)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d').drawImage(bitmap, 0, 0);
    photos.push({ bitmap, image: pixels(canvas) });
  }
  return photos;
}
const REPEAT_IMAGE = 3, REPEAT_FRAME = 15;
window.runBench = async (name, count) => {
  const decode = decoders[name];
  const photos = await loadPhotos(count);
  await decode(photos[0].image); // warm-up: compiles the .wasm, warms the JIT
  const reads = [], perImage = [];
  for (const photo of photos) {
    const runs = [];
    for (let r = 0; r < REPEAT_IMAGE; r += 1) runs.push(await timed(decode, photo.image));
    reads.push(runs[0].codes);
    perImage.push(median(runs.map((run) => run.ms)));
  }
  // The same hit frame for both decoders: the first photo both read once centred on a frame.
  let hitFrame;
  for (const photo of photos) {
    const frame = frameHolding(photo.bitmap);
    if ((await decoders['zxing-wasm'](frame)).length && (await decoders['zxing-library'](frame)).length) { hitFrame = frame; break; }
  }
  const missFrame = pixels(backgroundFrame());
  const hit = [], miss = [];
  for (let r = 0; r < REPEAT_FRAME; r += 1) {
    if (hitFrame) hit.push((await timed(decode, hitFrame)).ms);
    miss.push((await timed(decode, missFrame)).ms);
  }
  return { reads, msPerImage: median(perImage), msPerFrameHit: hitFrame ? median(hit) : NaN, msPerFrameMiss: median(miss) };
};
`;

type PageDecoder = 'zxing-wasm' | 'zxing-library';
interface BenchResult {
  reads: { text: string; hint?: 'ean8' | 'upce' }[][];
  msPerImage: number;
  msPerFrameHit: number;
  msPerFrameMiss: number;
}

/** Builds the bench page with Vite (so the .wasm is bundled and served locally, as in the app). */
async function buildBenchPage(outDir: string) {
  const entry: Plugin = {
    name: 'decode-bench-entry',
    resolveId: (id) => (id === 'virtual:decode-bench' ? '\0virtual:decode-bench' : undefined),
    load: (id) => (id === '\0virtual:decode-bench' ? BENCH_ENTRY : undefined),
  };
  await build({
    configFile: false,
    root: REPO,
    logLevel: 'error',
    plugins: [entry],
    resolve: { alias: { '~': path.join(REPO, 'src') } },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      rolldownOptions: { input: 'virtual:decode-bench', output: { entryFileNames: 'bench.js' } },
    },
  });
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

export async function measureDecoders(dir = process.env.BARCODE_DIR ?? path.resolve(REPO, '../shared/fixtures/barcodes')): Promise<string[]> {
  const photos = await findPhotos(dir);
  if (photos.length === 0) return [`decode: no images with a .txt beside them in ${dir}`];
  const outDir = await mkdtemp(path.join(tmpdir(), 'folio-decode-bench-'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await buildBenchPage(outDir);
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<script type="module" src="/bench.js"></script>' });
      const photo = pathname.startsWith('/photo/') ? photos[Number(pathname.slice(7))] : undefined;
      if (photo) return route.fulfill({ path: photo.file });
      return route.fulfill({ path: path.join(outDir, pathname), contentType: CONTENT_TYPES[path.extname(pathname)] });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'runBench' in window);
    const lines: string[] = [];
    for (const name of ['zxing-wasm', 'zxing-library'] satisfies PageDecoder[]) {
      const result = await page.evaluate<BenchResult, [PageDecoder, number]>(
        ([decoder, count]) => (window as unknown as { runBench: (d: string, c: number) => Promise<BenchResult> }).runBench(decoder, count),
        [name, photos.length],
      );
      lines.push(summarise(name, result, photos));
    }
    return lines;
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** 13-digit comparison: UPC-A gains its 0, UPC-E is expanded, an add-on after the code is fine. */
function summarise(name: string, result: BenchResult, photos: Photo[]): string {
  let read = 0;
  let wrong = 0;
  result.reads.forEach((codes, index) => {
    const expected = validateCode(photos[index]!.expected);
    const expectedCode = expected.valid ? expected.code13 : photos[index]!.expected;
    const got = codes.map(({ text, hint }) => validateCode(text, hint)).map((v, i) => (v.valid ? v.code13 : codes[i]!.text));
    if (got.includes(expectedCode)) read += 1;
    else if (got.length > 0) wrong += 1;
  });
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
  return `decode ${name}: read ${read}/${photos.length}, wrong ${wrong}, median ${ms(result.msPerImage)} ms/image, median ${ms(result.msPerFrameHit)} ms/frame-hit, median ${ms(result.msPerFrameMiss)} ms/frame-miss`;
}
