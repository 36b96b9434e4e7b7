import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { currency } from '../currencies';
import { adminEndpoint } from '../endpoint';
import { recordId, requiredText } from '../fields';
import { PLAN_KINDS, planPriceSchema } from '../payments/plans';
import { PRODUCT_KEYS, productKey } from '../products';

/**
 * The catalogue as staff keep it (spec 2.3 products and product bundles; spec 7.9 names no calls
 * for them, so these follow its style). A plan is one product or a bundle of several at one price,
 * with a monthly price per currency. A changed price is what new subscriptions pay and what running
 * ones pay from their next renewal on; a plan off sale takes no new subscribers, while running
 * subscriptions keep renewing.
 */

/** The largest monthly price, in minor units: far above any plan, below what an integer holds. */
export const PLAN_PRICE_MAX = 100_000_000;
export const PLAN_NAME_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 300;

/** A plan's monthly price in one currency, in its minor unit. */
export const planPriceAmount = z
  .int({ error: 'must be a whole number of cents' })
  .check(z.minimum(1, { error: 'must be more than zero' }), z.maximum(PLAN_PRICE_MAX, { error: 'is too large' }));

/** A plan's prices: at least one currency, each once. */
export const planPricesField = z
  .array(z.object({ currency, amountCents: planPriceAmount }), { error: 'must be a list of prices' })
  .check(
    z.minLength(1, { error: 'must have at least one currency' }),
    z.maxLength(CURRENCIES.length, { error: 'has too many entries' }),
    z.refine((prices) => new Set(prices.map((price) => price.currency)).size === prices.length, { error: 'must name each currency once' }),
  );

export const catalogPlanSchema = z.object({
  id: z.int(),
  /** The stable name code and seeds use (LISTER, WAREHOUSE_BUNDLE, BUNDLE_14). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PLAN_KINDS),
  products: z.array(productKey),
  onSale: z.boolean(),
  /** USD first (spec 9), then the other currencies in their list's order. */
  prices: z.array(planPriceSchema),
  /** Subscriptions not cancelled (active, in their grace period or frozen). */
  subscribers: z.int(),
});
export type CatalogPlan = z.infer<typeof catalogPlanSchema>;

const planParams = z.object({ id: recordId });

export const productsApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'product',
    summary: 'The single-product plans, in the product list’s order, with prices and subscriber counts',
    reply: z.array(catalogPlanSchema),
  }),
  setPrices: adminEndpoint({
    method: 'PUT',
    path: 'product/:id/price',
    summary: 'Set a product’s monthly prices: new subscriptions pay them now, running ones from their next renewal',
    params: planParams,
    body: z.object({ prices: planPricesField }),
    reply: catalogPlanSchema,
  }),
  setOnSale: adminEndpoint({
    method: 'PUT',
    path: 'product/:id/sale',
    summary: 'Put a plan (product or bundle) on sale or take it off; running subscriptions keep renewing',
    params: planParams,
    body: z.object({ onSale: z.boolean({ error: 'must be true or false' }) }),
    reply: catalogPlanSchema,
  }),
};

/** A bundle has at least two products, each once. */
const bundleProducts = z
  .array(productKey, { error: 'must be a list of products' })
  .check(
    z.minLength(2, { error: 'must have at least two products' }),
    z.maxLength(PRODUCT_KEYS.length, { error: 'has too many entries' }),
    z.refine((products) => new Set(products).size === products.length, { error: 'must name each product once' }),
  );

export const bundleBody = z.object({
  name: requiredText(PLAN_NAME_MAX),
  description: requiredText(PLAN_DESCRIPTION_MAX),
  products: bundleProducts,
  prices: planPricesField,
});
export type BundleBody = z.infer<typeof bundleBody>;

export const bundlesApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'product/bundle',
    summary: 'Every bundle, on sale or retired, with its products, prices and subscriber count',
    reply: z.array(catalogPlanSchema),
  }),
  create: adminEndpoint({
    method: 'POST',
    path: 'product/bundle',
    summary: 'Put a bundle of products on sale at one price per currency',
    body: bundleBody,
    reply: catalogPlanSchema,
  }),
  update: adminEndpoint({
    method: 'PUT',
    path: 'product/bundle/:id',
    summary: 'Change a bundle: its products change for its subscribers at once, its prices from their next renewal',
    params: planParams,
    body: bundleBody,
    reply: catalogPlanSchema,
  }),
  retire: adminEndpoint({
    method: 'DELETE',
    path: 'product/bundle/:id',
    summary: 'Retire a bundle: off sale, kept for its subscribers and invoices (PUT product/{id}/sale offers it again)',
    params: planParams,
    reply: catalogPlanSchema,
  }),
};
