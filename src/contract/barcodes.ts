/**
 * Book and product codes as scanners and people produce them, brought to one 13-digit form: the
 * key of the catalog on both sides. Pure, so the server checks codes exactly as the app does.
 */

export type CodeKind = 'ISBN-13' | 'ISBN-10' | 'EAN-13' | 'UPC-A' | 'UPC-E' | 'EAN-8';

export type NormalisedCode =
  | { valid: true; code13: string; isbn13: string | null; kind: CodeKind; addOn: string | null }
  | { valid: false; reason: string };

const digitsOnly = /^\d+$/;

/** The GS1 check digit (EAN-13, UPC-A, EAN-8): weights 3 and 1 from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

function isbn10CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return body + gs1CheckDigit(body);
}

/** The ISBN-10 of a 978 code (what the marketplace uses as a book's ASIN), or null. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const body = isbn13.slice(3, 12);
  return body + isbn10CheckDigit(body);
}

/** UPC-E to UPC-A, by the number system's rule on the last digit. */
export function expandUpcE(upcE: string): string {
  const [system, d1, d2, d3, d4, d5, d6, check] = upcE.split('') as string[];
  let manufacturerAndProduct: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') manufacturerAndProduct = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') manufacturerAndProduct = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') manufacturerAndProduct = `${d1}${d2}${d3}${d4}00000${d5}`;
  else manufacturerAndProduct = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${system}${manufacturerAndProduct}${check}`;
}

const bookland = (code13: string) => (code13.startsWith('978') || code13.startsWith('979') ? code13 : null);

function valid(code13: string, kind: CodeKind, addOn: string | null = null): NormalisedCode {
  return { valid: true, code13, isbn13: bookland(code13), kind, addOn };
}

const invalid = (reason: string): NormalisedCode => ({ valid: false, reason });

function fromDigits(code: string): NormalisedCode {
  const checkOk = (full: string) => gs1CheckDigit(full.slice(0, -1)) === Number(full.at(-1));
  switch (code.length) {
    case 13:
      if (!checkOk(code)) return invalid(`${code} has a wrong check digit.`);
      return valid(code, bookland(code) ? 'ISBN-13' : 'EAN-13');
    case 18: {
      // An EAN-13 with the 5-digit price add-on of book covers.
      const main = fromDigits(code.slice(0, 13));
      return main.valid ? { ...main, addOn: code.slice(13) } : main;
    }
    case 12:
      if (!checkOk(code)) return invalid(`${code} has a wrong check digit.`);
      return valid(`0${code}`, 'UPC-A');
    case 8:
      if (checkOk(code)) return valid(`00000${code}`, 'EAN-8');
      if (code.startsWith('0') || code.startsWith('1')) {
        const upcA = expandUpcE(code);
        if (checkOk(upcA)) return valid(`0${upcA}`, 'UPC-E');
      }
      return invalid(`${code} has a wrong check digit.`);
    default:
      return invalid(`${code} is not a barcode: it has ${code.length} digits.`);
  }
}

/** Accepts hyphens and spaces; an ISBN-10 may end in X. */
export function normaliseCode(raw: string): NormalisedCode {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (code === '') return invalid('Enter a barcode or ISBN.');
  if (/^\d{9}[\dX]$/.test(code)) {
    if (isbn10CheckDigit(code) !== code[9]) return invalid(`${code} is not a valid ISBN-10: its check digit is wrong.`);
    return valid(isbn10To13(code), 'ISBN-10');
  }
  if (!digitsOnly.test(code)) return invalid(`${raw.trim()} is not a barcode: it must be digits only.`);
  return fromDigits(code);
}
