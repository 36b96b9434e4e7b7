import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields and rows, quoting only what needs it', () => {
    expect(toCsv([['Gate', 'Tag', 'Scans'], [1, 'FBA, keep', 12], [2, 'say "hi"', 0], [3, 'two\nlines', 1]])).toBe(
      'Gate,Tag,Scans\r\n1,"FBA, keep",12\r\n2,"say ""hi""",0\r\n3,"two\nlines",1\r\n',
    );
  });
});
