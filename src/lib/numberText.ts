/**
 * The text of a number field, read strictly. People type amounts in units ("12.50", "$1,250",
 * "9.5") and Folio keeps whole minor units (cents, tenths, counts). Only a plain decimal number is
 * read: no exponent ("1e9"), no stray letters, thousands commas only where they group thousands.
 */
export interface NumberKind {
  /** Decimals of the unit the value counts: 2 for cents, 1 for tenths, 0 for whole numbers. */
  decimals: 0 | 1 | 2;
  /** Dollars: an optional "$", shown as "$1,234.50". */
  money?: boolean;
  /** Shown with thousands commas ("1,000,000"). */
  grouped?: boolean;
}

export const MONEY: NumberKind = { decimals: 2, money: true, grouped: true };
export const TENTHS: NumberKind = { decimals: 1 };
export const WHOLE: NumberKind = { decimals: 0 };

export type NumberText =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Not a plain decimal number at all. */
  | { kind: 'notNumber' }
  /** A fraction where only whole numbers are counted ("2.5" offers). */
  | { kind: 'notWhole' };

const DIGITS = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Reads typed text as whole minor units. Money and tenths round a further decimal to the nearest
 * unit, as spec 5 has it for prices (3.999 is $4.00); a whole number refuses any fraction.
 */
export function parseNumberText(text: string, kind: NumberKind): NumberText {
  let rest = text.trim();
  if (rest === '') return { kind: 'empty' };
  const take = (prefix: string) => {
    if (!rest.startsWith(prefix)) return false;
    rest = rest.slice(prefix.length);
    return true;
  };
  let negative = take('-');
  if (kind.money) take('$');
  if (!negative) negative = take('-');
  const match = DIGITS.exec(rest);
  if (!match) return { kind: 'notNumber' };
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return { kind: 'notNumber' };
  const kept = fraction.slice(0, kind.decimals).padEnd(kind.decimals, '0');
  const dropped = fraction.slice(kind.decimals);
  if (kind.decimals === 0 && /[1-9]/.test(dropped)) return { kind: 'notWhole' };
  // Digits, not floating point: 1.005 * 100 is 100.49999...
  const roundsUp = kind.decimals > 0 && Number(dropped.charAt(0) || 0) >= 5;
  const units = Number(`${whole || '0'}${kept}`) + (roundsUp ? 1 : 0);
  return { kind: 'number', value: negative && units !== 0 ? -units : units };
}

/**
 * One formatter per kind of number: toLocaleString builds a new one on every call, which a table
 * of prices pays for on every cell it paints.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(decimals: number, grouped: boolean): Intl.NumberFormat {
  const key = `${decimals}|${grouped}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "$1,234.50", "-$3.05", "12.5", "1,000,000": how a value in minor units reads. */
export function formatNumber(value: number, kind: NumberKind): string {
  const units = Math.abs(value) / 10 ** kind.decimals;
  const digits = formatterOf(kind.decimals, kind.grouped ?? false).format(units);
  return `${value < 0 ? '-' : ''}${kind.money ? '$' : ''}${digits}`;
}

/** A whole count with thousands separators: "100,000". */
export const formatCount = (value: number): string => formatterOf(0, true).format(value);
