import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { PRODUCT_KEYS, type CatalogPlan, type Currency, type ProductKey } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { planPrices, plans, subscriptions } from '../../db/schema';
import { notFound } from '../../http/appError';
import { byCurrencyOrder, plansWithProducts } from '../billing/plans';

/** The catalogue as staff read it: plans of a kind with their products, prices and subscriber counts. */

type PlanKind = CatalogPlan['kind'];
export type PlanRow = typeof plans.$inferSelect;

const productOrder = (plan: { products: ProductKey[] }) => PRODUCT_KEYS.indexOf(plan.products[0]!);

/** Plans of one kind (or these ids): single products in the product list's order, bundles by position. */
export async function catalogPlans(db: Executor, kind: PlanKind, ids?: number[]): Promise<CatalogPlan[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.kind, kind), ids ? inArray(plans.id, ids) : undefined))
    .orderBy(asc(plans.position), asc(plans.id));
  const planIds = rows.map(({ id }) => id);
  const withProducts = await plansWithProducts(db, planIds);
  const counts =
    planIds.length === 0
      ? []
      : await db
          .select({ planId: subscriptions.planId, subscribers: count() })
          .from(subscriptions)
          .where(and(inArray(subscriptions.planId, planIds), ne(subscriptions.status, 'UNSUBSCRIBED')))
          .groupBy(subscriptions.planId);
  const prices = planIds.length === 0 ? [] : await db.select().from(planPrices).where(inArray(planPrices.planId, planIds));
  const views = planIds.map((id): CatalogPlan => {
    const plan = withProducts.get(id)!;
    return {
      id,
      code: plan.code,
      name: plan.name,
      description: plan.description,
      kind: plan.kind,
      products: plan.products,
      onSale: plan.onSale,
      prices: prices
        .filter((price) => price.planId === id)
        .sort(byCurrencyOrder)
        .map(({ currency, amountCents }) => ({ currency: currency as Currency, amountCents })),
      subscribers: counts.find((row) => row.planId === id)?.subscribers ?? 0,
    };
  });
  return kind === 'PRODUCT' ? views.sort((a, b) => productOrder(a) - productOrder(b)) : views;
}

export async function catalogPlan(db: Executor, id: number): Promise<CatalogPlan> {
  const [row] = await db.select({ kind: plans.kind }).from(plans).where(eq(plans.id, id));
  if (!row) throw notFound('The plan');
  return (await catalogPlans(db, row.kind, [id]))[0]!;
}

/** The plan locked for a change; 404 when it is not of the kind the call is about. */
export async function lockedPlan(tx: Executor, id: number, kind?: PlanKind): Promise<PlanRow> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  if (!row || (kind && row.kind !== kind)) throw notFound(kind === 'BUNDLE' ? 'The bundle' : kind === 'PRODUCT' ? 'The product' : 'The plan');
  return row;
}

/** Replaces a plan's prices; answers what changed per currency, as a staff action records it. */
export async function replacePrices(tx: Executor, planId: number, prices: { currency: Currency; amountCents: number }[]) {
  const before = await tx.select().from(planPrices).where(eq(planPrices.planId, planId));
  await tx.delete(planPrices).where(eq(planPrices.planId, planId));
  await tx.insert(planPrices).values(prices.map((price) => ({ planId, ...price })));
  const changes: Record<string, { from: number | null; to: number | null }> = {};
  for (const currency of new Set([...before.map((price) => price.currency), ...prices.map((price) => price.currency)])) {
    const from = before.find((price) => price.currency === currency)?.amountCents ?? null;
    const to = prices.find((price) => price.currency === currency)?.amountCents ?? null;
    if (from !== to) changes[currency] = { from, to };
  }
  return changes;
}

/** Whether another plan has this name, whatever the letter case: sellers pick plans by name. */
export async function nameTaken(tx: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(sql`lower(${plans.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(plans.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
