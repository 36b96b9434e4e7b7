import { formatMoney } from '~/contract/currencies';
import type { DiscountOff } from '~/contract/admin/discounts';
import { PRODUCT_LABELS, type ProductKey } from '~/contract/products';

/** How the catalogue screens word prices, products and discounts. */

export const productNames = (products: readonly ProductKey[]) => products.map((product) => PRODUCT_LABELS[product]).join(', ');

/** "20 % off", "$10.00 off". */
export const offLabel = (off: DiscountOff) => (off.kind === 'PERCENT' ? `${off.percent} % off` : `${formatMoney(off.amountCents, off.currency)} off`);

/** A discount's reach: its products, or every product. */
export const discountProducts = (products: readonly ProductKey[]) => (products.length === 0 ? 'All products' : productNames(products));

/** "3 billing periods", "1 billing period", "For ever". */
export const periodsLabel = (periods: number | null) => (periods === null ? 'For ever' : `${periods} billing period${periods === 1 ? '' : 's'}`);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));
