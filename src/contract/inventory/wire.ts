import {
  boundsProblem,
  IMPORT_ROWS_MAX,
  lineError,
  skuProblem,
  valueProblem,
  type ImportField,
  type ImportRow,
  type ImportValues,
  type LineError,
} from './fields';

/**
 * A checked file on its way to the server, compact: one JSON array a line, `[line, sku, ...values]`
 * with the values in the order of the body's `fields` (cents, text or null). 100,000 rows are about
 * 5 MB, made in the browser's worker and read by the server one line at a time. The server trusts
 * none of it: every value meets the same rules (fields.ts) again, and a line that does not is named
 * by the file's line it says it came from.
 */

export function encodeImportRows(fields: readonly ImportField[], rows: readonly ImportRow[]): string {
  const lines = new Array<string>(rows.length);
  rows.forEach((row, index) => {
    lines[index] = JSON.stringify([row.line, row.sku, ...fields.map((field) => row.values[field] ?? null)]);
  });
  return lines.join('\n');
}

/** `count`: the rows the text holds, taken or not. */
export type DecodedRows = { ok: true; count: number; rows: ImportRow[] } | { ok: false; count: number; errors: LineError[]; errorCount: number };

/** Errors a reply names; the rest are counted. */
export const DECODE_ERRORS_KEPT = 200;

/**
 * The decoding of an upload one line at a time, for a caller that paces it (the server works in
 * time slices): `refusal` refuses the whole upload before any line is read; otherwise decodeLine
 * each index, then result.
 */
export function importRowsDecoder(fields: readonly ImportField[], text: string) {
  const rows: ImportRow[] = [];
  const errors: LineError[] = [];
  let errorCount = 0;
  const fail = (line: number, message: string) => {
    errorCount += 1;
    if (errors.length < DECODE_ERRORS_KEPT) errors.push(lineError(line, `${message}.`));
  };
  const lines = text === '' ? [] : text.split('\n');
  const refusal: DecodedRows | null =
    lines.length > IMPORT_ROWS_MAX
      ? { ok: false, count: lines.length, errors: [lineError(0, `The file has ${lines.length} rows; one file holds at most ${IMPORT_ROWS_MAX}.`)], errorCount: 1 }
      : null;

  function decodeLine(index: number) {
    let cells: unknown;
    try {
      cells = JSON.parse(lines[index]!);
    } catch {
      cells = undefined;
    }
    if (!Array.isArray(cells) || cells.length !== fields.length + 2) {
      return fail(0, `Row ${index + 1} of the upload must be a JSON array of the line, the SKU and ${fields.length} values`);
    }
    const [line, sku, ...values] = cells as [unknown, unknown, ...unknown[]];
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > 100_000_000) {
      return fail(0, `Row ${index + 1} of the upload must start with its line number`);
    }
    const problems: string[] = [];
    const skuIssue = skuProblem(sku);
    if (skuIssue) problems.push(skuIssue);
    const row: ImportValues = {};
    fields.forEach((field, at) => {
      const value = values[at];
      const problem = field === 'price' && value === null ? 'Price is required' : valueProblem(field, value);
      if (problem) problems.push(problem);
      else (row as Record<ImportField, unknown>)[field] = value;
    });
    if (problems.length === 0 && row.minPrice !== undefined && row.maxPrice !== undefined) {
      const bounds = boundsProblem(row.minPrice, row.maxPrice);
      if (bounds) problems.push(bounds);
    }
    if (problems.length > 0) return problems.forEach((problem) => fail(line, problem));
    rows.push({ line, sku: sku as string, values: row });
  }

  const result = (): DecodedRows =>
    errorCount > 0 ? { ok: false, count: lines.length, errors, errorCount } : { ok: true, count: lines.length, rows };
  return { lines, refusal, decodeLine, result };
}

export function decodeImportRows(fields: readonly ImportField[], text: string): DecodedRows {
  const decoder = importRowsDecoder(fields, text);
  if (decoder.refusal) return decoder.refusal;
  for (let index = 0; index < decoder.lines.length; index++) decoder.decodeLine(index);
  return decoder.result();
}
