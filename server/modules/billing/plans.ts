import { and, asc, eq, inArray } from 'drizzle-orm';
import { CURRENCIES, PRODUCT_KEYS, type BillingPlan, type Currency, type ProductKey } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { planPrices, planProducts, plans } from '../../db/schema';

type PlanRow = typeof plans.$inferSelect;
export type PlanWithProducts = PlanRow & { products: ProductKey[] };

const byProductOrder = (a: ProductKey, b: ProductKey) => PRODUCT_KEYS.indexOf(a) - PRODUCT_KEYS.indexOf(b);
export const byCurrencyOrder = (a: { currency: string }, b: { currency: string }) =>
  CURRENCIES.indexOf(a.currency as Currency) - CURRENCIES.indexOf(b.currency as Currency);

/** The plans asked for with their products in the product list's order. */
export async function plansWithProducts(db: Executor, planIds: readonly number[]): Promise<Map<number, PlanWithProducts>> {
  if (planIds.length === 0) return new Map();
  const ids = [...new Set(planIds)];
  const rows = await db.select().from(plans).where(inArray(plans.id, ids));
  const products = await db.select().from(planProducts).where(inArray(planProducts.planId, ids));
  return new Map(
    rows.map((plan) => [
      plan.id,
      { ...plan, products: products.filter((row) => row.planId === plan.id).map((row) => row.product as ProductKey).sort(byProductOrder) },
    ]),
  );
}

/** GET payment/subscription/products: what is on sale, bundles first, prices USD first (spec 9). */
export async function listPlansOnSale(db: Executor): Promise<BillingPlan[]> {
  const onSale = await db.select({ id: plans.id }).from(plans).where(eq(plans.onSale, true)).orderBy(asc(plans.position), asc(plans.id));
  const byId = await plansWithProducts(db, onSale.map(({ id }) => id));
  const prices = await db.select().from(planPrices).where(inArray(planPrices.planId, [...byId.keys()]));
  return onSale.map(({ id }) => {
    const plan = byId.get(id)!;
    return {
      id,
      name: plan.name,
      description: plan.description,
      kind: plan.kind,
      products: plan.products,
      interval: plan.interval,
      prices: prices
        .filter((price) => price.planId === id)
        .sort(byCurrencyOrder)
        .map(({ currency, amountCents }) => ({ currency: currency as Currency, amountCents })),
    };
  });
}

/** A plan's prices, USD first: the one to charge, or the list a refusal names. */
export async function pricesOf(db: Executor, planId: number): Promise<{ currency: string; amountCents: number }[]> {
  const prices = await db.select().from(planPrices).where(eq(planPrices.planId, planId));
  return prices.sort(byCurrencyOrder);
}

/**
 * What each subscription's plan costs today in the subscription's currency: what a renewal or a
 * new month charges (staff's price changes reach running subscriptions there). Undefined where the
 * plan is no longer sold in that currency: the subscription keeps its own price.
 */
export async function currentPrice(db: Executor, subscription: { planId: number; currency: string }): Promise<number | undefined> {
  const [price] = await db
    .select({ amountCents: planPrices.amountCents })
    .from(planPrices)
    .where(and(eq(planPrices.planId, subscription.planId), eq(planPrices.currency, subscription.currency)));
  return price?.amountCents;
}
