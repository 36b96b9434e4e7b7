import type { ImportField, InventoryFileKind, LineError } from '~/contract/inventory';

/** What the page and the file-reading worker say to each other. */

/**
 * A file's good rows as the body's `rows` will carry them: the JSON-lines text (wire.ts) already
 * written as a JSON string, in a Blob the page sends as it is (its main thread never copies it).
 */
export interface ReadRows {
  fields: ImportField[];
  rowsJson: Blob;
  count: number;
}

export interface ReadRequest {
  file: File;
  kind: InventoryFileKind;
}

export type ReadMessage =
  | { type: 'progress'; bytes: number; rows: number }
  /** A good file: its rows ready to send, `count` of them. */
  | ({ type: 'ready' } & ReadRows)
  /** A file with mistakes, and its good rows, which the server may still check. */
  | ({ type: 'refused'; errors: LineError[]; errorCount: number } & ReadRows)
  | { type: 'failed'; message: string };
