/**
 * Decodes video frames off the main thread, so the camera preview and the page stay smooth while
 * ZXing works (a frame without a code takes the longest). The native BarcodeDetector is used where
 * the browser has one for our formats (Android Chrome); elsewhere ZXing-C++ in WebAssembly.
 */
import { hintForFormat, NATIVE_FORMATS, type DecodedCode, type DecodeReply, type DecodeRequest, type DecoderEngine } from './decoding';
import { prepareZxing, readCodesWithZxing } from './zxingReader';

interface NativeDetector {
  detect(image: ImageBitmap): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

type FrameReader = { engine: DecoderEngine; read: (frame: ImageBitmap) => Promise<DecodedCode[]> };

async function nativeReader(): Promise<FrameReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = NATIVE_FORMATS.filter((format) => supported.includes(format));
  if (!formats.includes('ean_13')) return undefined;
  const detector = new Detector({ formats });
  return {
    engine: 'native',
    read: async (frame) => (await detector.detect(frame)).map((code) => ({ text: code.rawValue, hint: hintForFormat(code.format) })),
  };
}

function zxingReader(): FrameReader {
  void prepareZxing();
  let canvas: OffscreenCanvas | undefined;
  return {
    engine: 'zxing-wasm',
    read: (frame) => {
      if (canvas?.width !== frame.width || canvas.height !== frame.height) canvas = new OffscreenCanvas(frame.width, frame.height);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(frame, 0, 0);
      return readCodesWithZxing(context.getImageData(0, 0, frame.width, frame.height));
    },
  };
}

const reader = nativeReader().then((native) => native ?? zxingReader());

addEventListener('message', async (event: MessageEvent<DecodeRequest>) => {
  const { id, frame } = event.data;
  let reply: DecodeReply;
  try {
    const { engine, read } = await reader;
    reply = { id, engine, codes: await read(frame) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  } finally {
    frame.close();
  }
  postMessage(reply);
});
