/**
 * A fake camera for end-to-end tests: a .y4m video of one large, clean EAN-13 barcode, which
 * Chromium plays as its webcam with
 *   --use-fake-device-for-media-stream --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=FILE
 * The bars are drawn here from the EAN-13 tables (no image library, no barcode dependency).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasValidGs1CheckDigit } from '../../../src/contract/barcodes';

/** Left-hand odd-parity (L) patterns; G is R reversed and R is L inverted, so one table does. */
const L_PATTERNS = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
/** The first digit is not drawn: it picks which of the next six digits use L or G. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
const invert = (bits: string) => bits.replace(/[01]/g, (bit) => (bit === '0' ? '1' : '0'));
const reverse = (bits: string) => [...bits].reverse().join('');

/** The 95 modules of an EAN-13, '1' for a bar. */
export function ean13Modules(code13: string): string {
  if (!/^\d{13}$/.test(code13) || !hasValidGs1CheckDigit(code13)) throw new Error(`Not a valid EAN-13: ${code13}`);
  const digits = [...code13].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === 'L' ? L_PATTERNS[digit]! : reverse(invert(L_PATTERNS[digit]!))));
  const right = digits.slice(7).map((digit) => invert(L_PATTERNS[digit]!));
  return `101${left.join('')}01010${right.join('')}101`;
}

/** Video levels (BT.601 limited range): what a camera sends for black and white. */
const BLACK = 16;
const WHITE = 235;

/** The luma (Y) plane of a frame: white, with the barcode centred and at least 11 modules of quiet zone each side. */
export function ean13LumaPlane(code13: string, width: number, height: number): Uint8Array {
  const modules = ean13Modules(code13);
  const moduleWidth = Math.floor(width / (modules.length + 2 * 12));
  if (moduleWidth < 2) throw new Error(`A ${width}-pixel frame is too narrow for a clean EAN-13`);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = Math.floor(height * 0.2);
  const bottom = Math.ceil(height * 0.8);
  const plane = new Uint8Array(width * height).fill(WHITE);
  for (let y = top; y < bottom; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1') plane.fill(BLACK, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  return plane;
}

export interface FakeCameraOptions {
  width?: number;
  height?: number;
  /** Chromium loops the file; a few identical frames are enough. */
  frames?: number;
  /** Where to write the file; a fresh temporary folder by default. */
  dir?: string;
}

/** Writes the .y4m (4:2:0, neutral chroma, so grey) showing `code13` and returns its path. */
export function writeFakeCameraVideo(code13: string, { width = 640, height = 480, frames = 5, dir }: FakeCameraOptions = {}): string {
  const luma = ean13LumaPlane(code13, width, height);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(dir ?? mkdtempSync(path.join(tmpdir(), 'folio-fake-camera-')), `ean13-${code13}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}
