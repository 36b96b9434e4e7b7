import { z } from 'zod/mini';
import { CURRENCIES } from './constants';

/**
 * A currency a seller may be billed in (spec 9: USD, EUR, GBP, MXN and CAD first). Amounts are
 * integers in the currency's minor unit: cents for USD, whole yen for JPY, as Intl's
 * `maximumFractionDigits` for the currency says.
 */
export const currency = z.enum(CURRENCIES, { error: 'must be an ISO 4217 currency code Folio bills in, like USD' });
export type Currency = z.infer<typeof currency>;
