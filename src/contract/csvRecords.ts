/**
 * Reading CSV as spreadsheets write it (RFC 4180): cells separated by commas, a cell holding a
 * comma, a quote or a line break quoted with its quotes doubled, lines ended by CRLF, LF or CR, and
 * the byte-order mark Excel puts first (Excel set to a decimal comma separates cells by semicolons). Each record keeps the line it starts on, so a file's errors
 * can name the line a person sees in their editor. Blank lines are skipped.
 */

export interface CsvRecord {
  /** 1-based line on which the record starts (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export type CsvRecords = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

const BOM = '\uFEFF';

/** Cells are separated by `separator`: a comma, or the semicolon of spreadsheets set to a decimal comma. */
export function parseCsvRecords(input: string, separator: ',' | ';' = ','): CsvRecords {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  while (index < text.length) {
    const start = line;
    const cells: string[] = [];
    let quotedAny = false;
    // One record: cells until an unquoted line break or the end of the text.
    for (;;) {
      let cell = '';
      if (text[index] === '"') {
        quotedAny = true;
        const opened = line;
        index += 1;
        for (;;) {
          if (index >= text.length) return { ok: false, line: opened, message: 'a quoted cell is never closed: a " is missing' };
          const char = text[index]!;
          if (char === '"') {
            if (text[index + 1] === '"') {
              cell += '"';
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
          cell += char;
          index += 1;
        }
        // Spaces after the closing quote are a typing slip, not content.
        while (text[index] === ' ' || text[index] === '\t') index += 1;
        const next = text[index];
        if (next !== undefined && next !== separator && next !== '\r' && next !== '\n') {
          return { ok: false, line, message: 'a quoted cell is followed by more text: a cell with quotes must be quoted whole, its quotes doubled' };
        }
      } else {
        while (index < text.length && text[index] !== separator && text[index] !== '\r' && text[index] !== '\n') {
          cell += text[index];
          index += 1;
        }
      }
      cells.push(cell);
      if (text[index] === separator) {
        index += 1;
        continue;
      }
      break;
    }
    // The line break that ended the record, if any.
    if (text[index] === '\r') index += text[index + 1] === '\n' ? 2 : 1;
    else if (text[index] === '\n') index += 1;
    const blank = !quotedAny && cells.length === 1 && cells[0]!.trim() === '';
    if (!blank) records.push({ line: start, cells });
    line += 1;
  }
  return { ok: true, records };
}

/** A text cell as csvCell (csvText.ts) wrote it, or as a spreadsheet saved it after the apostrophe guard. */
export function readTextCell(cell: string): string {
  return /^'{1,2}[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
