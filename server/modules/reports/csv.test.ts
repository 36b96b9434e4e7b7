import { describe, expect, it } from 'vitest';
import type { StockSku } from '../../../src/contract';
import { parseCsv } from '../../testing/reports';
import { csvCell, csvLine, csvText, dollars } from '../../../src/contract/csvText';
import { priceFeedText } from './feedFile';
import { stockReportCsv } from './reportCsv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and writes null as an empty cell', () => {
    expect(csvCell('The Hobbit')).toBe('The Hobbit');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Eats, Shoots & Leaves')).toBe('"Eats, Shoots & Leaves"');
    expect(csvCell('The "Best" Book')).toBe('"The ""Best"" Book"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('"')).toBe('""""');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe('"\'=HYPERLINK(""http://x"",""click"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Only at the start: inside a title they are just characters.
    expect(csvCell('1+1=2')).toBe('1+1=2');
    expect(csvCell('a@b.example')).toBe('a@b.example');
  });

  it('leaves a signed amount as a number, and guards text already guarded so it reads back the same', () => {
    expect(csvCell('-1.25')).toBe('-1.25');
    expect(csvCell('+3')).toBe('+3');
    expect(csvCell('-1.25 off')).toBe("'-1.25 off");
    expect(csvCell("'=1+1")).toBe("''=1+1");
  });

  it('round-trips through a CSV reader, line breaks and quotes included', () => {
    const rows = [
      ['SKU', 'Title', 'Note'],
      ['A,1', 'He said "hi"\r\nand left', '=1+1'],
      ['', 'plain', '@home'],
    ];
    const text = csvText(rows[0]!, rows.slice(1));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([rows[0], ['A,1', 'He said "hi"\r\nand left', "'=1+1"], ['', 'plain', "'@home"]]);
    expect(csvLine(['a', 2, null])).toBe('a,2,');
  });

  it('writes cents as dollars with two decimals', () => {
    expect(dollars(1234)).toBe('12.34');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(100_000_00)).toBe('100000.00');
    expect(dollars(null)).toBeNull();
  });
});

const sku: StockSku = {
  sku: '-FB-1', asin: '0123456789', isbn13: '9780123456786', title: 'Commas, "quotes"', channel: 'FBA', condition: 'used',
  subCondition: 'good', activeQty: 2, inboundQty: 1, reservedQty: 0, price: 1299, minPrice: null, maxPrice: 2500, referencePrice: null,
  listPrice: null, ageDays: 40, soldDays: 12, salesRank: 5400, note: '=cmd|/c calc',
};

describe('stockReportCsv', () => {
  it('writes every column of the table, and leaves the sales column out when sales are hidden', async () => {
    const [header, row] = parseCsv(await stockReportCsv('STOCK', [sku], false));
    expect(header).toEqual([
      'SKU', 'ASIN', 'ISBN', 'Title', 'Channel', 'Condition', 'Sub-condition', 'Active qty', 'Inbound qty', 'Reserved qty',
      'Price', 'Min price', 'Max price', 'List price', 'Age (days)', 'Sold days', 'Sales rank', 'Note',
    ]);
    expect(row).toEqual(["'-FB-1", '0123456789', '9780123456786', 'Commas, "quotes"', 'FBA', 'used', 'good', '2', '1', '0', '12.99', '', '25.00', '', '40', '12', '5400', "'=cmd|/c calc"]);
    const hidden = parseCsv(await stockReportCsv('PRICES', [sku], true));
    expect(hidden[0]).toEqual(['SKU', 'ASIN', 'Title', 'Condition', 'Sub-condition', 'Price', 'Min price', 'Max price', 'List price', 'Sales rank']);
    expect(parseCsv(await stockReportCsv('PRICES', [sku], false))[0]).toContain('Sold days');
  });
});

describe('priceFeedText', () => {
  it('is tab-separated with the marketplace column names, dollars, empty bounds, and no tab inside a field', async () => {
    const text = await priceFeedText([
      { sku: 'FB-1', previousPrice: 1299, price: 1250, minPrice: 800, maxPrice: null },
      { sku: 'odd\tsku', previousPrice: null, price: 5, minPrice: null, maxPrice: 9000 },
    ]);
    expect(text.split('\r\n')).toEqual([
      'sku\tprevious-price\tprice\tminimum-seller-allowed-price\tmaximum-seller-allowed-price',
      'FB-1\t12.99\t12.50\t8.00\t',
      'odd sku\t\t0.05\t\t90.00',
      '',
    ]);
  });
});
