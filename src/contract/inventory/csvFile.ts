import { readTextCell } from '../csvRecords';
import {
  boundsProblem,
  FIELD_LABELS,
  IMPORT_FIELDS,
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
 * The inventory file as a spreadsheet holds it, one SKU a line:
 *
 *   SKU,ASIN,Title,Condition,Price,Min price,Max price,Note,Location
 *   FB-U-000042,0312345678,A Title,Used - Good,12.50,8.00,,Former library copy.,A-12-3
 *
 * The export writes every column; an import reads the header to know what the file holds. SKU is
 * required, ASIN, Title and Condition are there to read and are not imported, and each of Price,
 * Min price, Max price, Note and Location present sets that field (a column left out keeps it as
 * it is). Money in dollars; a blank bound, note or location is "none". A locations file (shipping
 * utilities) holds SKU and Location only. Cells are read by rows fed one at a time, so a file of
 * 100,000 lines streams through without being held as text; every mistake is kept with its line.
 */

export type InventoryFileKind = 'inventory' | 'locations';
/** ASIN, title and condition are in the file to read: an import leaves them as the marketplace has them. */
type FileColumn = 'sku' | 'asin' | 'title' | 'condition' | ImportField;

export const INVENTORY_FILE_COLUMNS: readonly { column: FileColumn; header: string }[] = [
  { column: 'sku', header: FIELD_LABELS.sku },
  { column: 'asin', header: 'ASIN' },
  { column: 'title', header: 'Title' },
  { column: 'condition', header: 'Condition' },
  ...IMPORT_FIELDS.map((field) => ({ column: field, header: FIELD_LABELS[field] })),
];

const KIND_COLUMNS: Record<InventoryFileKind, readonly FileColumn[]> = {
  inventory: INVENTORY_FILE_COLUMNS.map((each) => each.column),
  locations: ['sku', 'location'],
};

export const fileHeader = (kind: InventoryFileKind) =>
  INVENTORY_FILE_COLUMNS.filter((each) => KIND_COLUMNS[kind].includes(each.column)).map((each) => each.header);

/** Header cells are matched without case, spaces or punctuation: "Min price", "min_price" and "MinPrice" are one. */
const ALIASES: Record<string, FileColumn> = {
  sku: 'sku', sellersku: 'sku', asin: 'asin', title: 'title', condition: 'condition',
  price: 'price', minprice: 'minPrice', min: 'minPrice', maxprice: 'maxPrice', max: 'maxPrice',
  note: 'note', notes: 'note', location: 'location', storagelocation: 'location',
};
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Errors kept to show; past these a file's errors are only counted. */
export const FILE_ERRORS_KEPT = 1000;

/** A file with mistakes still answers its good rows: the server can check those for the mistakes only it can see. */
export type FileReadResult =
  | { ok: true; fields: ImportField[]; rows: ImportRow[] }
  | { ok: false; errors: LineError[]; errorCount: number; fields: ImportField[]; rows: ImportRow[] };

class CellProblem extends Error {}

/**
 * Dollars as cents: "12.50", "$12.50", "12", "1,234.5" (or "12,50" and "1.234,50" in a file whose
 * cells are separated by semicolons, as spreadsheets set to a decimal comma write). A third decimal
 * is rounded, as the app's money fields round (spec 5).
 */
export function readMoney(cell: string, decimalComma: boolean): number {
  let text = cell.replace(/^\$\s*/, '');
  text = decimalComma ? text.replace(/[.\s\u00a0](?=\d{3}(?!\d))/g, '').replace(',', '.') : text.replace(/,(?=\d{3}(?!\d))/g, '');
  const match = /^(\d{0,9})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[1] === '' && match[2] === undefined)) throw new CellProblem(`"${cell}" is not an amount like 12.50`);
  const fraction = match[2] ?? '';
  const cents = Number(match[1] || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.length > 2 && fraction[2]! >= '5' ? cents + 1 : cents;
}

const optionalText = (cell: string) => {
  const text = readTextCell(cell.trim()).trim();
  return text === '' ? null : text;
};

export function inventoryFileReader(kind: InventoryFileKind, { decimalComma = false } = {}) {
  let columns: (FileColumn | null)[] | null = null;
  /** A file whose first line is no header is not read further: its rows cannot be told apart. */
  let headerless = false;
  let fields: ImportField[] = [];
  const rows: ImportRow[] = [];
  const errors: LineError[] = [];
  let errorCount = 0;
  let rowCount = 0;
  const lineOfSku = new Map<string, number>();

  const fail = (line: number, message: string) => {
    errorCount += 1;
    if (errors.length < FILE_ERRORS_KEPT) errors.push(lineError(line, `${message}.`));
  };
  const expected = fileHeader(kind).join(',');

  function readHeader(cells: readonly string[], line: number) {
    const allowed = KIND_COLUMNS[kind];
    const found: (FileColumn | null)[] = [];
    const problems: string[] = [];
    for (const cell of cells) {
      const name = readTextCell(cell.trim());
      const column = ALIASES[headerKey(name)] ?? null;
      if (name === '') found.push(null);
      else if (column === null || !allowed.includes(column)) {
        problems.push(`the header's column "${name}" is not one of ${fileHeader(kind).join(', ')}`);
        found.push(null);
      } else if (found.includes(column)) {
        problems.push(`the header names the column ${FIELD_LABELS[column as ImportField] ?? column} twice`);
        found.push(null);
      } else found.push(column);
    }
    if (!found.includes('sku')) {
      headerless = true;
      return fail(line, `the first line must be the header, with a SKU column: ${expected}`);
    }
    fields = IMPORT_FIELDS.filter((field) => found.includes(field));
    if (fields.length === 0) {
      problems.push(kind === 'locations' ? 'the header has no Location column' : `the header has no column to import: ${IMPORT_FIELDS.map((field) => FIELD_LABELS[field]).join(', ')}`);
    }
    problems.forEach((problem) => fail(line, problem));
    columns = found;
  }

  function readRow(header: (FileColumn | null)[], cells: readonly string[], line: number) {
    rowCount += 1;
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      return fail(line, `the line has ${cells.length} cells where the header has ${header.length} columns (a cell with a comma must be in double quotes)`);
    }
    const cellOf = (column: FileColumn) => {
      const at = header.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '');
    };
    const problems: string[] = [];
    const sku = readTextCell(cellOf('sku').trim());
    const skuIssue = skuProblem(sku);
    if (skuIssue) problems.push(skuIssue);
    else if (lineOfSku.has(sku)) problems.push(`SKU ${sku} is also on line ${lineOfSku.get(sku)}: a file names each SKU once`);
    else lineOfSku.set(sku, line);

    const values: ImportValues = {};
    for (const field of fields) {
      const cell = cellOf(field).trim();
      try {
        if (field === 'price') {
          if (cell === '') throw new CellProblem('is required (leave the Price column out to keep prices as they are)');
          values.price = readMoney(cell, decimalComma);
        } else if (field === 'minPrice' || field === 'maxPrice') values[field] = cell === '' ? null : readMoney(cell, decimalComma);
        else values[field] = optionalText(cell);
        const problem = valueProblem(field, values[field]);
        if (problem) problems.push(problem);
      } catch (error) {
        if (!(error instanceof CellProblem)) throw error;
        problems.push(`${FIELD_LABELS[field]} ${error.message}`);
      }
    }
    // Both bounds in the file: checked here; one alone is checked by the server against the SKU's other.
    if (fields.includes('minPrice') && fields.includes('maxPrice') && problems.length === 0) {
      const bounds = boundsProblem(values.minPrice ?? null, values.maxPrice ?? null);
      if (bounds) problems.push(bounds);
    }
    problems.forEach((problem) => fail(line, problem));
    if (problems.length === 0 && rows.length < IMPORT_ROWS_MAX) rows.push({ line, sku, values });
  }

  return {
    /** One record of the file: its cells and the line it starts on. Blank lines are skipped. */
    record(cells: readonly string[], line: number) {
      if (headerless || cells.every((cell) => cell.trim() === '')) return;
      if (columns === null) readHeader(cells, line);
      else readRow(columns, cells, line);
    },
    /** A mistake the CSV parser found (a quote never closed). */
    fail,
    get rowCount() {
      return rowCount;
    },
    finish(): FileReadResult {
      if (headerless) return { ok: false, errors, errorCount, fields: [], rows: [] };
      if (columns === null) fail(0, `The file is empty: its first line must be the header, ${expected}`);
      else if (rowCount === 0) fail(0, 'The file has no rows under its header');
      else if (rowCount > IMPORT_ROWS_MAX) {
        fail(0, `The file has ${rowCount.toLocaleString('en-US')} rows; one file holds at most ${IMPORT_ROWS_MAX.toLocaleString('en-US')}: split it`);
      }
      return errorCount > 0 ? { ok: false, errors, errorCount, fields, rows } : { ok: true, fields, rows };
    },
  };
}
