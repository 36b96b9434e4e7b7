import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// Served by us and precached by the service worker: the library's default is a CDN, which a
// warehouse tablet offline (or a strict CSP) cannot reach.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { hintForFormat, ZXING_READER_OPTIONS, type DecodedCode } from './decoding';

let prepared: Promise<unknown> | undefined;

/** Starts fetching and compiling the .wasm (about 1 MB) before the first frame arrives. */
export function prepareZxing(): Promise<unknown> {
  prepared ??= prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return prepared;
}

/** ZXing-C++ on one RGBA frame, with the app's settings. */
export async function readCodesWithZxing(image: ImageData): Promise<DecodedCode[]> {
  await prepareZxing();
  const results = await readBarcodes(image, ZXING_READER_OPTIONS);
  return results.filter((result) => result.isValid).map((result) => ({ text: result.text, hint: hintForFormat(result.format) }));
}
