import type { ImportField, InventoryFileKind, LineError } from '~/contract/inventory';

/** What the page and the file-reading worker say to each other. */

export interface ReadRequest {
  file: File;
  kind: InventoryFileKind;
}

export type ReadMessage =
  | { type: 'progress'; bytes: number; rows: number }
  /** A good file: its rows ready to send (wire.ts), `count` of them. */
  | { type: 'ready'; fields: ImportField[]; rows: string; count: number }
  /** A file with mistakes, and its good rows (`count` of them), which the server may still check. */
  | { type: 'refused'; errors: LineError[]; errorCount: number; fields: ImportField[]; rows: string; count: number }
  | { type: 'failed'; message: string };
