import { parseCsvRecords } from '../csvRecords';
import { inventoryFileReader, type FileReadResult, type InventoryFileKind } from './csvFile';

/**
 * A whole file read as the browser's worker reads it, for tests: the worker streams it through
 * papaparse; here the contract's own CSV reader splits it, and the same inventoryFileReader checks it.
 */
export function readInventoryText(text: string, kind: InventoryFileKind = 'inventory'): FileReadResult {
  const firstLine = /^\uFEFF?([^\r\n]*)/.exec(text)?.[1] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const reader = inventoryFileReader(kind, { decimalComma: separator === ';' });
  const records = parseCsvRecords(text, separator);
  if (!records.ok) {
    reader.fail(records.line, records.message);
    return reader.finish();
  }
  for (const record of records.records) reader.record(record.cells, record.line);
  return reader.finish();
}
