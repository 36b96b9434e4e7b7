import { minorUnitDigits, type Currency } from '~/contract/currencies';

/**
 * Money is integer cents everywhere but at the edge (spec 5): people type and read units with two
 * decimals, and the value crosses into cents here, rounded to whole cents.
 */
export function unitsToCents(units: number): number {
  // Shifting the decimal point in text avoids binary drift: 1.005 * 100 is 100.49999...
  const text = String(units);
  return Math.round(text.includes('e') ? units * 100 : Number(`${text}e2`));
}

export function centsToUnits(cents: number): number {
  return cents / 100;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $12.50, or -$3.05 for a loss; an unknown amount is an en dash. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '–' : dollars.format(cents / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per currency and display, made once: a page of invoices formats hundreds of
 * amounts, and building an Intl.NumberFormat costs far more than using one.
 */
function currencyFormat(currency: Currency, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${currency}:${display}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: display });
    formatters.set(key, format);
  }
  return format;
}

/** An amount in a currency's minor units as its major units: 2900 USD cents is 29, 2900 JPY is 2900. */
export function minorToMajor(amount: number, currency: Currency): number {
  return amount / 10 ** minorUnitDigits(currency);
}

/**
 * $29.00, €24.00, ¥2,900, CA$39.00: an amount in minor units, in its own currency (the contract's
 * formatMoney, which the server writes into event details, with a cache and the ISO code as an
 * option: "INR 2,400.00" where a PDF font lacks the sign).
 */
export function formatMoney(amount: number, currency: Currency, display: 'symbol' | 'code' = 'symbol'): string {
  return currencyFormat(currency, display).format(minorToMajor(amount, currency));
}

/** The amount as a plain number with the currency's decimals ("29.00", "2900"): for a spreadsheet cell. */
export function moneyAmount(amount: number, currency: Currency): string {
  return minorToMajor(amount, currency).toFixed(minorUnitDigits(currency));
}
