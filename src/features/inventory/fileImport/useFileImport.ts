import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '~/api/errors';
import { inventoryWritten, type FileRows } from '~/api/inventory/inventory';
import type { ImportSummary, InventoryFileKind } from '~/contract/inventory';
import { readFileInWorker } from '../fileReading/readFileInWorker';
import { refusedLines, type ImportStep } from './importSteps';

const failureText = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : 'The file could not be sent. Try again.';

/**
 * A file's way in, as steps a screen shows (importSteps.ts): read in a worker, checked by the
 * server, imported when the seller confirms. Choosing another file abandons the one before. Marks
 * `inventory-file-chosen`, `-read`, `-checked` and `-imported` for measuring the way (the bench).
 */
/** Sends a file's rows to be checked (nothing written) or imported. */
export type SendFile = (rows: FileRows, check: boolean) => Promise<ImportSummary>;

export function useFileImport(kind: InventoryFileKind, send: SendFile) {
  const [state, setState] = useState<ImportStep>({ step: 'idle' });
  const queryClient = useQueryClient();
  const current = useRef<{ cancel(): void } | null>(null);
  // Each choice gets a number: a slower earlier file never overwrites a later one's steps.
  const choice = useRef(0);

  useEffect(() => () => current.current?.cancel(), []);

  const choose = useCallback(
    async (file: File) => {
      current.current?.cancel();
      const mine = ++choice.current;
      const fileName = file.name;
      performance.mark('inventory-file-chosen');
      const update = (next: ImportStep) => {
        if (choice.current === mine) setState(next);
      };
      update({ step: 'reading', fileName, size: file.size, bytes: 0, rows: 0 });
      const reading = readFileInWorker(file, kind, (bytes, rows) => update({ step: 'reading', fileName, size: file.size, bytes, rows }));
      current.current = reading;
      const read = await reading.outcome;
      performance.mark('inventory-file-read');
      if (read.type === 'failed') return update({ step: 'failed', fileName, message: `The file could not be read: ${read.message}` });
      update({ step: 'checking', fileName, rows: read.count });
      const rows: FileRows = { fields: read.fields, rowsJson: read.rowsJson };
      if (read.type === 'refused') {
        // The good rows are checked too, so one list names every bad row, unknown SKUs included.
        const server = read.count > 0 && read.fields.length > 0 ? await send(rows, true).catch(() => null) : null;
        const errors = [...read.errors, ...(server?.errors ?? [])].sort((a, b) => a.line - b.line);
        return update({ step: 'refused', fileName, errors, errorCount: read.errorCount + (server?.errorCount ?? 0), by: 'browser' });
      }
      try {
        const summary = await send(rows, true);
        performance.mark('inventory-file-checked');
        if (summary.errorCount > 0) return update({ step: 'refused', fileName, errors: summary.errors, errorCount: summary.errorCount, by: 'server' });
        update({ step: 'ready', fileName, rows, summary });
      } catch (error) {
        update({ step: 'failed', fileName, message: failureText(error) });
      }
    },
    [kind, send],
  );

  const confirm = useCallback(async () => {
    if (state.step !== 'ready') return;
    const { fileName, rows, summary } = state;
    const mine = choice.current;
    const update = (next: ImportStep) => {
      if (choice.current === mine) setState(next);
    };
    update({ step: 'importing', fileName, rows, summary });
    try {
      const done = await send(rows, false);
      performance.mark('inventory-file-imported');
      update({ step: 'done', fileName, summary: done });
      void inventoryWritten(queryClient);
    } catch (error) {
      const refused = isApiError(error) && error.status === 400 ? refusedLines(error.message) : null;
      update(refused ? { step: 'refused', fileName, ...refused, by: 'server' } : { step: 'failed', fileName, message: failureText(error) });
    }
  }, [queryClient, send, state]);

  const reset = useCallback(() => {
    current.current?.cancel();
    choice.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, choose, confirm, reset };
}
