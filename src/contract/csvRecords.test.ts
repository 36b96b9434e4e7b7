import { describe, expect, it } from 'vitest';
import { parseCsvRecords, readTextCell } from './csvRecords';
import { csvCell } from './csvText';

describe('parseCsvRecords', () => {
  it('reads cells with any line ending, and numbers each record by the line it starts on', () => {
    expect(parseCsvRecords('a,b\rc,"d\r\ne"\r\n\r\n"",x,\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['c', 'd\r\ne'] },
        { line: 5, cells: ['', 'x', ''] },
      ],
    });
  });

  it('keeps doubled quotes as one, and spaces after a closing quote are not content', () => {
    expect(parseCsvRecords('"say ""hi""" ,b')).toEqual({ ok: true, records: [{ line: 1, cells: ['say "hi"', 'b'] }] });
  });

  it('names the line where a quote opens and never closes, and text after a closing quote', () => {
    expect(parseCsvRecords('a\n\n"open\nstill open')).toEqual({ ok: false, line: 3, message: 'a quoted cell is never closed: a " is missing' });
    expect(parseCsvRecords('a\n"b"c')).toMatchObject({ ok: false, line: 2 });
  });
});

describe('csvCell and readTextCell', () => {
  it('guard a formula-like text with an apostrophe, and read back exactly what was written', () => {
    for (const value of ['=1+1', '+1', '-1', '@x', '\tx', "'=x", "''x", "'x", 'plain', 'a,"b"']) {
      const cell = csvCell(value);
      const [record] = (parseCsvRecords(cell) as { ok: true; records: { cells: string[] }[] }).records;
      expect(readTextCell(record!.cells[0]!), value).toBe(value);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
  });
});
