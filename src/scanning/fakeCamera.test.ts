import { readFileSync } from 'node:fs';
import ZXing from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { ean13Modules, writeFakeCameraVideo } from '../../tests/e2e/support/fakeCamera';

/** Decodes a luma plane with @zxing/library (pure JavaScript, so it runs in Node). */
function decodeLuma(luma: Uint8ClampedArray, width: number, height: number): string {
  const source = new ZXing.RGBLuminanceSource(luma, width, height);
  const hints = new Map([[ZXing.DecodeHintType.POSSIBLE_FORMATS, [ZXing.BarcodeFormat.EAN_13]]]);
  return new ZXing.MultiFormatReader().decode(new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(source)), hints).getText();
}

// The end-to-end tests' fake camera (tests/e2e/support/fakeCamera.ts), proved readable here.
describe('fake camera video', () => {
  it('draws the 95 modules of an EAN-13 with its guard bars', () => {
    const modules = ean13Modules('9780140013993');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(() => ean13Modules('9780140013994')).toThrow(/Not a valid EAN-13/);
  });

  it('writes a y4m whose first frame decodes to the code', () => {
    for (const code of ['9780140013993', '5449000039231']) {
      const file = writeFakeCameraVideo(code, { frames: 2 });
      const bytes = readFileSync(file);
      const headerEnd = bytes.indexOf('\n');
      expect(bytes.subarray(0, headerEnd).toString()).toBe('YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg');
      const frameStart = headerEnd + 1 + 'FRAME\n'.length;
      const luma = new Uint8ClampedArray(bytes.subarray(frameStart, frameStart + 640 * 480));
      expect(decodeLuma(luma, 640, 480)).toBe(code);
      expect(bytes.length).toBe(headerEnd + 1 + 2 * ('FRAME\n'.length + 640 * 480 * 1.5));
    }
  });
});
