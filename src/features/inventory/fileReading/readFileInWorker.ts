import type { InventoryFileKind } from '~/contract/inventory';
import type { ReadMessage, ReadRequest } from './messages';

export type ReadOutcome = Exclude<ReadMessage, { type: 'progress' }>;

/**
 * Reads a file in a worker of its own: `onProgress` hears how far it got, the promise its outcome.
 * `cancel` stops the worker (a new file chosen, the page left).
 */
export function readFileInWorker(file: File, kind: InventoryFileKind, onProgress: (bytes: number, rows: number) => void) {
  const worker = new Worker(new URL('./inventoryFile.worker.ts', import.meta.url), { type: 'module' });
  const outcome = new Promise<ReadOutcome>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<ReadMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.bytes, message.rows);
      worker.terminate();
      resolve(message);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      resolve({ type: 'failed', message: event.message || 'The file reader did not start.' });
    });
  });
  worker.postMessage({ file, kind } satisfies ReadRequest);
  return { outcome, cancel: () => worker.terminate() };
}
