import { describe, expect, it } from 'vitest';
import { expandUpcE, isbn13To10, normaliseCode } from './barcodes';

describe('normaliseCode', () => {
  it('keeps a valid ISBN-13 and knows it is a book', () => {
    expect(normaliseCode('978-0-306-40615-7')).toMatchObject({ valid: true, code13: '9780306406157', isbn13: '9780306406157', kind: 'ISBN-13' });
  });
  it('turns an ISBN-10, with X check digits too, into the ISBN-13', () => {
    expect(normaliseCode('0306406152')).toMatchObject({ valid: true, code13: '9780306406157', kind: 'ISBN-10' });
    expect(normaliseCode('080442957x')).toMatchObject({ valid: true, code13: '9780804429573' });
  });
  it('gives a UPC-A a leading 0 and expands UPC-E', () => {
    expect(normaliseCode('036000291452')).toMatchObject({ valid: true, code13: '0036000291452', isbn13: null, kind: 'UPC-A' });
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(normaliseCode('04252614')).toMatchObject({ valid: true, code13: '0042100005264', kind: 'UPC-E' });
  });
  it('reads EAN-8 and splits the 5-digit add-on of a cover', () => {
    expect(normaliseCode('96385074')).toMatchObject({ valid: true, code13: '0000096385074', kind: 'EAN-8' });
    expect(normaliseCode('978030640615751299')).toMatchObject({ valid: true, code13: '9780306406157', addOn: '51299' });
  });
  it('refuses wrong check digits, letters and odd lengths with a reason', () => {
    expect(normaliseCode('9780306406158')).toEqual({ valid: false, reason: '9780306406158 has a wrong check digit.' });
    expect(normaliseCode('0306406153')).toMatchObject({ valid: false });
    expect(normaliseCode('97803064061A7')).toMatchObject({ valid: false });
    expect(normaliseCode('12345')).toMatchObject({ valid: false, reason: expect.stringContaining('5 digits') });
    expect(normaliseCode('  ')).toMatchObject({ valid: false });
  });
  it('gives the ISBN-10 of a 978 code only', () => {
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn13To10('9791032305690')).toBeNull();
  });
});
