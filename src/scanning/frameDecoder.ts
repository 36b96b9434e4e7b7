import type { DecodedCode, DecodeReply, DecodeRequest } from './decoding';

/**
 * The main thread's handle on the decoder worker. The caller keeps one frame in flight at a time
 * (it awaits each decode before grabbing the next), so a slow device decodes fewer frames instead
 * of queueing stale ones.
 */
export class FrameDecoder {
  private readonly worker = new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, { resolve: (codes: DecodedCode[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  constructor() {
    this.worker.addEventListener('message', (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.codes);
    });
    // A worker that fails to load (script or .wasm missing) fails every frame waiting on it.
    this.worker.addEventListener('error', (event) => this.failAll(new Error(event.message || 'The barcode reader did not load.')));
  }

  /** Decodes one frame; the bitmap is handed over to the worker, which closes it. */
  decode(frame: ImageBitmap): Promise<DecodedCode[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, frame } satisfies DecodeRequest, [frame]);
    });
  }

  dispose(): void {
    this.worker.terminate();
    this.failAll(new Error('The barcode reader was stopped.'));
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
