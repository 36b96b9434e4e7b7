/**
 * Check-digit arithmetic of the codes printed on books and media. Pure functions on digit strings
 * that the caller has already checked hold digits only.
 */

/**
 * The GS1 check digit (EAN-13, UPC-A, EAN-8 and their zero-padded 13-digit forms) of the digits
 * before it. Weights run 3, 1, 3... from the right, which is why a leading zero never changes it.
 */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return String((10 - (sum % 10)) % 10);
}

export function hasValidGs1CheckDigit(code: string): boolean {
  return gs1CheckDigit(code.slice(0, -1)) === code.slice(-1);
}

/** ISBN-10: weights 10..2 on the first nine digits, modulo 11, where 10 is written X. */
export function isbn10CheckDigit(firstNine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(firstNine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** An ISBN-10 becomes an ISBN-13 under the 978 prefix; the check digit is recomputed (mod 10). */
export function isbn10ToIsbn13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return body + gs1CheckDigit(body);
}

/**
 * UPC-E (8 digits: number system 0 or 1, six digits, check) to its 12-digit UPC-A. The zeros
 * UPC-E suppressed go back where its last data digit says; the check digit is the UPC-A one.
 */
export function expandUpcE(upcE: string): string {
  const numberSystem = upcE.charAt(0);
  const d = upcE.slice(1, 7);
  const check = upcE.charAt(7);
  const last = d.charAt(5);
  let middle: string;
  if (last === '0' || last === '1' || last === '2') middle = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') middle = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') middle = `${d.slice(0, 4)}00000${d.charAt(4)}`;
  else middle = `${d.slice(0, 5)}0000${last}`;
  return numberSystem + middle + check;
}

/** The ISBN-10 of a 978 code (what the marketplace uses as a book's ASIN), or null for 979 codes. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const firstNine = isbn13.slice(3, 12);
  return firstNine + isbn10CheckDigit(firstNine);
}
