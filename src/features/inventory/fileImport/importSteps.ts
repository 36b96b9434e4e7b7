import type { FileRows } from '~/api/inventory/inventory';
import type { ImportSummary, LineError } from '~/contract/inventory';

/**
 * Where a file is on its way in. A file is read and checked in the browser first (every bad row
 * named, nothing sent); a good one is checked by the server against the stock (unknown SKUs, what
 * would change), and only then imported, whole, when the seller says so.
 */
export type ImportStep =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string; size: number; bytes: number; rows: number }
  | { step: 'checking'; fileName: string; rows: number }
  | { step: 'refused'; fileName: string; errors: LineError[]; errorCount: number; by: 'browser' | 'server' }
  | { step: 'ready'; fileName: string; rows: FileRows; summary: ImportSummary }
  | { step: 'importing'; fileName: string; rows: FileRows; summary: ImportSummary }
  | { step: 'done'; fileName: string; summary: ImportSummary }
  | { step: 'failed'; fileName: string; message: string };

const PREFIX = 'file has errors: ';

/**
 * The mistakes of a file the server refused at import (its stock changed since the check, say): its
 * 400 names them in one sentence, "file has errors: Line 3: …; Line 5: …; and 12 more.". Null for
 * any other failure.
 */
export function refusedLines(message: string): { errors: LineError[]; errorCount: number } | null {
  if (!message.startsWith(PREFIX)) return null;
  const parts = message.slice(PREFIX.length).replace(/\.$/, '').split(/; (?=Line \d+: |Row \d+ |The |and \d+ more$)/);
  const more = /^and (\d+) more$/.exec(parts.at(-1) ?? '');
  const named = more ? parts.slice(0, -1) : parts;
  const errors = named.map((part) => ({ line: Number(/^Line (\d+): /.exec(part)?.[1] ?? 0), message: `${part}.` }));
  return { errors, errorCount: errors.length + Number(more?.[1] ?? 0) };
}
