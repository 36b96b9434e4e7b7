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

/** An amount in minor units as people read it: formatMoney(4900, 'USD') is '$49.00', (4500, 'EUR') '€45.00'. */
export function formatMoney(amountMinor: number, code: Currency): string {
  const digits = minorUnitDigits(code);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits }).format(amountMinor / 10 ** digits);
}
