import { expandUpcE, hasValidGs1CheckDigit, isbn10CheckDigit, isbn10ToIsbn13 } from './checkDigits';

/** What the code was before it was brought to 13 digits. */
export type CodeKind = 'isbn13' | 'ean13' | 'isbn10' | 'upca' | 'ean8' | 'upce';

export type CodeValidation =
  | {
      valid: true;
      /** The code as 13 digits (GTIN-13): what lookups, history and dedupe compare. */
      code13: string;
      /** Present only for bookland codes (978/979): the ISBN-13. */
      isbn13?: string;
      kind: CodeKind;
      /** A 2- or 5-digit add-on (price, issue) printed beside the code, split off. */
      addOn?: string;
    }
  | { valid: false; reason: string };

/** Decoders know an 8-digit code's symbology; typed or wedge-scanned ones are guessed. */
export type EightDigitHint = 'ean8' | 'upce';

const CHECK_DIGIT_REASON = 'The check digit (the last one) does not match: a digit was misread or mistyped.';

function valid(code13: string, kind: CodeKind, addOn?: string): CodeValidation {
  const bookland = code13.startsWith('978') || code13.startsWith('979');
  return { valid: true, code13, kind, ...(bookland ? { isbn13: code13 } : {}), ...(addOn ? { addOn } : {}) };
}

function invalid(reason: string): CodeValidation {
  return { valid: false, reason };
}

function eightDigits(code: string, hint?: EightDigitHint): CodeValidation {
  const asUpcE = () => {
    if (code[0] !== '0' && code[0] !== '1') return invalid('A UPC-E code starts with 0 or 1.');
    return hasValidGs1CheckDigit(expandUpcE(code)) ? valid(`0${expandUpcE(code)}`, 'upce') : invalid(CHECK_DIGIT_REASON);
  };
  const asEan8 = () => (hasValidGs1CheckDigit(code) ? valid(`00000${code}`, 'ean8') : invalid(CHECK_DIGIT_REASON));
  if (hint === 'upce') return asUpcE();
  if (hint === 'ean8') return asEan8();
  // Without a hint EAN-8 is tried first: it is the more common 8-digit code on European goods.
  const ean8 = asEan8();
  if (ean8.valid) return ean8;
  const upcE = asUpcE();
  return upcE.valid ? upcE : invalid(CHECK_DIGIT_REASON);
}

/**
 * Checks and normalises a scanned or typed code: ISBN-10, ISBN-13/EAN-13, UPC-A, EAN-8, UPC-E,
 * with or without hyphens and spaces, and an add-on after a 12- or 13-digit code. Never throws:
 * an unusable code is an `invalid` result with a sentence to show the seller.
 */
export function validateCode(raw: string, hint?: EightDigitHint): CodeValidation {
  const text = raw.replace(/[\s\-‐-―]/g, '').toUpperCase();
  if (text === '') return invalid('No code was entered.');
  if (/^\d{9}X$/.test(text)) {
    return isbn10CheckDigit(text) === 'X' ? valid(isbn10ToIsbn13(text), 'isbn10') : invalid(CHECK_DIGIT_REASON);
  }
  if (!/^\d+$/.test(text)) return invalid('A code holds digits only (an ISBN-10 may end in X).');
  switch (text.length) {
    case 8:
      return eightDigits(text, hint);
    case 10:
      return isbn10CheckDigit(text) === text[9] ? valid(isbn10ToIsbn13(text), 'isbn10') : invalid(CHECK_DIGIT_REASON);
    case 12:
      return hasValidGs1CheckDigit(text) ? valid(`0${text}`, 'upca') : invalid(CHECK_DIGIT_REASON);
    case 13: {
      if (!hasValidGs1CheckDigit(text)) return invalid(CHECK_DIGIT_REASON);
      // A UPC-A read by an EAN-13 decoder comes back with a leading 0: same code, reported as UPC-A.
      const kind = text.startsWith('978') || text.startsWith('979') ? 'isbn13' : text.startsWith('0') ? 'upca' : 'ean13';
      return valid(text, kind);
    }
    case 15:
    case 17:
    case 18: {
      const addOnLength = text.length === 15 ? 2 : 5;
      const main = validateCode(text.slice(0, -addOnLength));
      return main.valid ? { ...main, addOn: text.slice(-addOnLength) } : main;
    }
    default:
      return invalid(`A code has 8, 10, 12 or 13 digits; this one has ${text.length}.`);
  }
}

/** The 13-digit code of a valid code, or the text as it came: what a ScanEvent carries. */
export function codeOrRaw(validation: CodeValidation, raw: string): string {
  return validation.valid ? validation.code13 : raw.trim();
}
