import { describe, expect, it } from 'vitest';
import { expandUpcE, gs1CheckDigit, isbn10CheckDigit, isbn13To10 } from './checkDigits';
import { validateCode } from './codes';

describe('validateCode', () => {
  it('accepts real ISBN-13s, with or without hyphens and spaces', () => {
    expect(validateCode('9780140013993')).toEqual({ valid: true, code13: '9780140013993', isbn13: '9780140013993', kind: 'isbn13' });
    expect(validateCode('978-0-393-05867-3')).toMatchObject({ valid: true, code13: '9780393058673', kind: 'isbn13' });
    expect(validateCode(' 978 1 55860 497 1 ')).toMatchObject({ valid: true, code13: '9781558604971' });
    expect(validateCode('979-10-90636-07-1')).toMatchObject({ valid: true, isbn13: '9791090636071', kind: 'isbn13' });
  });

  it('turns an ISBN-10 into its ISBN-13 with a recomputed check digit', () => {
    expect(validateCode('0-306-40615-2')).toEqual({ valid: true, code13: '9780306406157', isbn13: '9780306406157', kind: 'isbn10' });
    expect(validateCode('0140013997')).toMatchObject({ code13: '9780140013993' });
  });

  it('accepts an ISBN-10 whose check digit is X, in either case', () => {
    expect(validateCode('0-8044-2957-X')).toMatchObject({ valid: true, code13: '9780804429573', kind: 'isbn10' });
    expect(validateCode('080442957x')).toMatchObject({ valid: true, code13: '9780804429573' });
  });

  it('refuses wrong check digits, and X anywhere but at the end of an ISBN-10', () => {
    for (const wrong of ['9780140013994', '0-306-40615-3', '0306406150', '080442957 1', '036000291453', '96385075', '01234566']) {
      expect(validateCode(wrong)).toEqual({ valid: false, reason: expect.stringMatching(/check digit/) });
    }
    expect(validateCode('030640615X')).toMatchObject({ valid: false });
    expect(validateCode('97801400139X3')).toMatchObject({ valid: false, reason: expect.stringMatching(/digits only/) });
  });

  it('keeps non-bookland EAN-13s without an ISBN', () => {
    const result = validateCode('5449000039231');
    expect(result).toEqual({ valid: true, code13: '5449000039231', kind: 'ean13' });
  });

  it('brings a UPC-A to 13 digits with a leading 0', () => {
    expect(validateCode('036000291452')).toEqual({ valid: true, code13: '0036000291452', kind: 'upca' });
    expect(validateCode('0036000291452')).toMatchObject({ code13: '0036000291452', kind: 'upca' });
  });

  it('pads an EAN-8 to 13 digits', () => {
    expect(validateCode('96385074')).toEqual({ valid: true, code13: '0000096385074', kind: 'ean8' });
    expect(validateCode('96385074', 'ean8')).toMatchObject({ kind: 'ean8' });
  });

  it('expands UPC-E to UPC-A, then to 13 digits', () => {
    expect(validateCode('04252614')).toEqual({ valid: true, code13: '0042100005264', kind: 'upce' });
    expect(validateCode('01234565', 'upce')).toMatchObject({ code13: '0012345000065', kind: 'upce' });
    expect(validateCode('21234565', 'upce')).toMatchObject({ valid: false, reason: expect.stringMatching(/0 or 1/) });
  });

  it('splits a 5-digit add-on after a 13- or 12-digit code, and a 2-digit one after 13', () => {
    expect(validateCode('978014001399351299')).toEqual({
      valid: true,
      code13: '9780140013993',
      isbn13: '9780140013993',
      kind: 'isbn13',
      addOn: '51299',
    });
    expect(validateCode('03600029145212345')).toMatchObject({ code13: '0036000291452', addOn: '12345' });
    expect(validateCode('978014001399305')).toMatchObject({ code13: '9780140013993', addOn: '05' });
    expect(validateCode('978014001399451299')).toMatchObject({ valid: false });
  });

  it('explains empty input, letters and wrong lengths in words', () => {
    expect(validateCode('  ')).toEqual({ valid: false, reason: 'No code was entered.' });
    expect(validateCode('abc')).toMatchObject({ valid: false, reason: expect.stringMatching(/digits only/) });
    expect(validateCode('12345')).toEqual({ valid: false, reason: 'A code has 8, 10, 12 or 13 digits; this one has 5.' });
  });
});

describe('check digits', () => {
  it('match the published examples', () => {
    expect(gs1CheckDigit('400638133393')).toBe('1');
    expect(isbn10CheckDigit('030640615')).toBe('2');
    expect(isbn10CheckDigit('080442957')).toBe('X');
  });

  it('expand UPC-E by the last data digit, as the GS1 table says', () => {
    const upcEToUpcA = {
      '04252614': '042100005264', // last digit 0-2: the manufacturer keeps it, four zeros follow
      '01234502': '012000003452',
      '01234519': '012100003459',
      '01234531': '012300000451', // 3: three manufacturer digits
      '01234542': '012340000052', // 4: four manufacturer digits
      '01234565': '012345000065', // 5-9: five manufacturer digits, the item is the last digit
      '11234580': '112345000080',
    };
    for (const [upcE, upcA] of Object.entries(upcEToUpcA)) expect(expandUpcE(upcE)).toBe(upcA);
  });
});

describe('isbn13To10', () => {
  it('gives the ISBN-10 (the ASIN of a book) of a 978 code only', () => {
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn13To10('9780804429573')).toBe('080442957X');
    expect(isbn13To10('9791032305690')).toBeNull();
  });
});
