import { describe, expect, it } from 'vitest';
import { readMoney } from './csvFile';
import type { ExportPage } from './endpoints';
import { inventoryHeaderLine, inventoryPageLines } from './exportCsv';
import { readInventoryText } from './testing';
import { decodeImportRows, encodeImportRows } from './wire';

const HEADER = 'SKU,ASIN,Title,Condition,Price,Min price,Max price,Note,Location';

const page = (rows: Partial<Record<keyof ExportPage, unknown>>[]): ExportPage => {
  const column = <K extends keyof ExportPage>(key: K, fallback: unknown) => rows.map((row) => row[key] ?? fallback) as never;
  return {
    total: rows.length,
    offset: 0,
    sku: column('sku', ''),
    asin: column('asin', '0312345678'),
    title: column('title', 'A Title'),
    condition: column('condition', 'Used - Good'),
    price: column('price', 1250),
    minPrice: rows.map((row) => (row.minPrice === undefined ? null : row.minPrice)) as never,
    maxPrice: rows.map((row) => (row.maxPrice === undefined ? null : row.maxPrice)) as never,
    note: rows.map((row) => row.note ?? null) as never,
    location: rows.map((row) => row.location ?? null) as never,
  };
};

describe('readMoney', () => {
  it('reads dollars as spreadsheets write them, rounding a third decimal', () => {
    expect(['12.50', '$12.50', '12.5', '12', '.5', '1,234.50', '12.505', '12.504'].map((cell) => readMoney(cell, false))).toEqual([
      1250, 1250, 1250, 1200, 50, 123450, 1251, 1250,
    ]);
    expect(['12,50', '1.234,50', '1 234,5'].map((cell) => readMoney(cell, true))).toEqual([1250, 123450, 123450]);
  });

  it('refuses what is not an amount', () => {
    for (const cell of ['abc', '-5', '1e3', '12.50 USD', '', '$', '1,23']) expect(() => readMoney(cell, false), cell).toThrow(/is not an amount like 12.50/);
  });
});

describe('the inventory file', () => {
  it('reads back exactly what an export wrote: formula-like text, commas, quotes, line breaks, empty cells', () => {
    const rows = [
      { sku: 'FB-U-000001', title: 'War, and "Peace"', price: 1250, minPrice: 800, maxPrice: 4000, note: '=SUM(A1)', location: 'A-12-3' },
      { sku: '-MF-2', title: '@home', price: 99, note: 'two\r\nlines', location: null },
      { sku: 'FB-N-000003', price: 100_000_00, minPrice: 1, maxPrice: null, note: "'quoted", location: '+shelf' },
    ];
    const text = inventoryHeaderLine() + inventoryPageLines(page(rows));
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(readInventoryText(text)).toEqual({
      ok: true,
      fields: ['price', 'minPrice', 'maxPrice', 'note', 'location'],
      rows: [
        { line: 2, sku: 'FB-U-000001', values: { price: 1250, minPrice: 800, maxPrice: 4000, note: '=SUM(A1)', location: 'A-12-3' } },
        { line: 3, sku: '-MF-2', values: { price: 99, minPrice: null, maxPrice: null, note: 'two\r\nlines', location: null } },
        { line: 5, sku: 'FB-N-000003', values: { price: 100_000_00, minPrice: 1, maxPrice: null, note: "'quoted", location: '+shelf' } },
      ],
    });
  });

  it('takes only the columns the header names, in any order and spelling; a column left out is not touched', () => {
    const read = readInventoryText('location,sku,MIN_PRICE\nB-2,X1,3\n,X2,\n');
    expect(read).toEqual({
      ok: true,
      fields: ['minPrice', 'location'],
      rows: [
        { line: 2, sku: 'X1', values: { minPrice: 300, location: 'B-2' } },
        { line: 3, sku: 'X2', values: { minPrice: null, location: null } },
      ],
    });
  });

  it('reads a semicolon file with decimal commas, as spreadsheets set to a decimal comma save it', () => {
    expect(readInventoryText('SKU;Price;Max price\nX1;12,50;1.000,00\n')).toMatchObject({ ok: true, rows: [{ sku: 'X1', values: { price: 1250, maxPrice: 100000 } }] });
  });

  it('names every bad row by its line and reason, and takes none of them', () => {
    const text = [
      'SKU,Price,Min price,Max price,Note,Location',
      'A,12.50,,,,',
      'B,abc,,,,',
      ',1.00,,,,',
      'A,2.00,,,,',
      'C,2.00,9.00,5.00,,',
      'D,,,,,',
      'E,0,,,,',
      `F,1.00,,,${'n'.repeat(1001)},`,
      'G,1.00,,,,"two\nlines"',
      'H,1.00,,,,,extra',
      'I,100000.01,,,,',
    ].join('\n');
    const read = readInventoryText(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((error) => error.message)).toEqual([
      'Line 3: Price "abc" is not an amount like 12.50.',
      'Line 4: SKU is required.',
      'Line 5: SKU A is also on line 2: a file names each SKU once.',
      'Line 6: Min price 9.00 is above Max price 5.00.',
      'Line 7: Price is required (leave the Price column out to keep prices as they are).',
      'Line 8: Price must be at least 0.01.',
      'Line 9: Note must have at most 1000 characters (it has 1001).',
      'Line 10: Location must be on one line.',
      'Line 12: the line has 7 cells where the header has 6 columns (a cell with a comma must be in double quotes).',
      'Line 13: Price must be at most 100000.00.',
    ]);
    expect(read.errorCount).toBe(10);
  });

  it('refuses a bad header: no SKU, unknown and repeated columns, nothing to import', () => {
    const messages = (text: string, kind: 'inventory' | 'locations' = 'inventory') => {
      const read = readInventoryText(text, kind);
      return read.ok ? [] : read.errors.map((error) => error.message);
    };
    expect(messages('Price,Note\n1,x\n')).toEqual([`Line 1: the first line must be the header, with a SKU column: ${HEADER}.`]);
    expect(messages('SKU,Price,Colour,price\nA,1,red,2\n')).toEqual([
      `Line 1: the header's column "Colour" is not one of ${HEADER.replaceAll(',', ', ')}.`,
      'Line 1: the header names the column Price twice.',
    ]);
    expect(messages('SKU,Title\nA,x\n')).toEqual(['Line 1: the header has no column to import: Price, Min price, Max price, Note, Location.']);
    expect(messages('SKU,Price\nA,1\n', 'locations')).toEqual([
      `Line 1: the header's column "Price" is not one of SKU, Location.`,
      'Line 1: the header has no Location column.',
    ]);
    expect(messages('')).toEqual(['The file is empty: its first line must be the header, ' + `${HEADER}.`]);
    expect(messages('SKU,Price\n\n')).toEqual(['The file has no rows under its header.']);
  });
});

describe('the rows on the wire', () => {
  it('go as JSON lines and come back the same', () => {
    const rows = [
      { line: 2, sku: 'A', values: { price: 1250, note: null } },
      { line: 7, sku: 'B"\n', values: { price: 1, note: 'x\ny' } },
    ];
    const text = encodeImportRows(['price', 'note'], rows);
    expect(text.split('\n')).toHaveLength(2);
    expect(decodeImportRows(['price', 'note'], text)).toEqual({ ok: true, count: 2, rows });
  });

  it('are checked again on arrival, each mistake named by the line it came from', () => {
    const text = [
      JSON.stringify([2, 'A', 'abc', null, null]),
      JSON.stringify([3, 'B', 100, 900, 500]),
      JSON.stringify([4, '', 100, null, null]),
      JSON.stringify([5, 'C', null, null, null]),
      '{"not":"an array"}',
      JSON.stringify(['x', 'D', 100, null, null]),
      JSON.stringify([8, 'E', 100, null, 12.5]),
    ].join('\n');
    const decoded = decodeImportRows(['price', 'minPrice', 'maxPrice'], text);
    expect(decoded).toMatchObject({ ok: false, count: 7, errorCount: 7 });
    expect(decoded.ok ? [] : decoded.errors.map((error) => error.message)).toEqual([
      'Line 2: Price must be an amount like 12.50.',
      'Line 3: Min price 9.00 is above Max price 5.00.',
      'Line 4: SKU is required.',
      'Line 5: Price is required.',
      'Row 5 of the upload must be a JSON array of the line, the SKU and 3 values.',
      'Row 6 of the upload must start with its line number.',
      'Line 8: Max price must be an amount like 12.50, or blank for none.',
    ]);
  });
});
