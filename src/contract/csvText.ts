/**
 * Writing CSV as spreadsheets read it (RFC 4180): a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled; lines end in CRLF. Text from the seller or the marketplace (titles,
 * notes, SKUs) may start like a formula, which a spreadsheet would run when the file is opened (CSV
 * injection): such a cell gets a leading apostrophe, which spreadsheets read as "this is text".
 * Numbers Folio writes itself are left as they are.
 */

export type CsvValue = string | number | null;

/** = + - @ start a formula; a leading tab or carriage return is read the same way by some spreadsheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_START = /^'[=+\-@\t\r]/;
/** A signed amount such as dollars() writes ("-1.25"): a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // Text already starting with an apostrophe and a formula character gets one more, so that
  // readTextCell (csvRecords.ts) gives back exactly what was written.
  const guard = !PLAIN_NUMBER.test(value) && (FORMULA_START.test(value) || GUARDED_START.test(value));
  const text = guard ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => values.map(csvCell).join(',');

/** A header line and the rows, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return `${lines.join('\r\n')}\r\n`;
}

/** Cents as dollars with two decimals ("12.50"); null as an empty cell. */
export const dollars = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));
