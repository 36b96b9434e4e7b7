import { z } from 'zod/mini';
import { CURRENCIES } from './constants';

/**
 * A currency a seller may be billed in (spec 9: USD, EUR, GBP, MXN and CAD first). Amounts are
 * integers in the currency's minor unit: cents for USD, whole yen for JPY, as Intl's
 * `maximumFractionDigits` for the currency says.
 */
export const currency = z.enum(CURRENCIES, { error: 'must be an ISO 4217 currency code Folio bills in, like USD' });
export type Currency = z.infer<typeof currency>;

/** Digits after the point in the currency's minor unit: 2 for USD, 0 for JPY (Intl knows them). */
export function minorUnitDigits(code: Currency): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per currency and display, made once: a page of invoices formats hundreds of
 * amounts, and building an Intl.NumberFormat costs far more than using one.
 */
function currencyFormat(code: Currency, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${code}:${display}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: display });
    formatters.set(key, format);
  }
  return format;
}

/** An amount in a currency's minor units as its major units: 2900 USD cents is 29, 2900 JPY is 2900. */
export function minorToMajor(amount: number, code: Currency): number {
  return amount / 10 ** minorUnitDigits(code);
}

/**
 * $29.00, €24.00, ¥2,900, CA$39.00: an amount in minor units, in its own currency, never
 * converted; with the ISO code where asked ("INR 2,400.00", where a PDF font lacks the sign).
 */
export function formatMoney(amount: number, code: Currency, display: 'symbol' | 'code' = 'symbol'): string {
  return currencyFormat(code, display).format(minorToMajor(amount, code));
}

/** The amount as a plain number with the currency's decimals ("29.00", "2900"): for a spreadsheet cell. */
export function moneyAmount(amount: number, code: Currency): string {
  return minorToMajor(amount, code).toFixed(minorUnitDigits(code));
}
