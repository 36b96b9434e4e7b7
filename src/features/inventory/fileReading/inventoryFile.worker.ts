/**
 * Reads an inventory or locations file off the main thread: streamed through papaparse, each row
 * checked by the contract's reader as it comes (the server checks the same rows again), the good
 * rows made into the compact text the server takes, written as JSON here too. The page only hears progress and the outcome,
 * so it stays responsive however large the file.
 */
import { encodeImportRows, inventoryFileReader } from '~/contract/inventory';
import { streamCsv } from './csvStream';
import type { ReadMessage, ReadRequest } from './messages';

/** Progress at most this often: enough for a smooth bar, few enough to cost the page nothing. */
const PROGRESS_EVERY_MS = 50;

const post = (message: ReadMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  const { file, kind } = event.data;
  let reader: ReturnType<typeof inventoryFileReader> | undefined;
  let lastProgress = 0;
  try {
    await streamCsv(
      file.stream(),
      (delimiter) => (reader = inventoryFileReader(kind, { decimalComma: delimiter === ';' })),
      (bytes) => {
        const now = performance.now();
        if (now - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = now;
        post({ type: 'progress', bytes, rows: reader?.rowCount ?? 0 });
      },
    );
    reader ??= inventoryFileReader(kind);
    const result = reader.finish();
    const rowsJson = new Blob([JSON.stringify(encodeImportRows(result.fields, result.rows))], { type: 'application/json' });
    const good = { fields: result.fields, rowsJson, count: result.rows.length };
    post(result.ok ? { type: 'ready', ...good } : { type: 'refused', errors: result.errors, errorCount: result.errorCount, ...good });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
