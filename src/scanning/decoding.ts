import type { ReaderOptions } from 'zxing-wasm/reader';
import type { EightDigitHint } from '~/contract/barcodes';

/**
 * The decoder settings the app uses, shared by the worker and the decoder benchmark so that the
 * figures describe what sellers run. Only the codes printed on books and media: fewer formats
 * means fewer false reads and faster misses.
 */
export const ZXING_READER_OPTIONS = {
  formats: ['EAN13', 'UPCA', 'EAN8', 'UPCE'],
  tryHarder: true,
  // Rotation stays on: a phone held sideways sees the bars horizontal (and one of the 16 benchmark
  // photos needs it). Inverted retries do not: printed EAN/UPC is always dark bars on light.
  tryInvert: false,
  // The seller aims at one code: stopping at the first found makes a frame with a code several
  // times faster than looking on for more.
  maxNumberOfSymbols: 1,
} satisfies ReaderOptions;

/** The same formats in the Shape Detection API's names. */
export const NATIVE_FORMATS = ['ean_13', 'upc_a', 'ean_8', 'upc_e'];

/** What a decoder read in one frame: the text, and for 8 digits which symbology it was. */
export interface DecodedCode {
  text: string;
  hint?: EightDigitHint;
}

export type DecoderEngine = 'native' | 'zxing-wasm';

/** Main thread -> worker: one video frame, transferred (not copied). */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

/** Worker -> main thread. */
export type DecodeReply =
  | { id: number; engine: DecoderEngine; codes: DecodedCode[] }
  | { id: number; error: string };

/** Maps a decoder's format name (either API) to the hint the validator needs for 8 digits. */
export function hintForFormat(format: string): EightDigitHint | undefined {
  const name = format.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (name === 'upce') return 'upce';
  if (name === 'ean8') return 'ean8';
  return undefined;
}
