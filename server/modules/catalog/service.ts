import { and, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { BundleBody, CatalogPlan, Currency } from '../../../src/contract';
import type { AdminPrincipal } from '../../auth/principals';
import { planProducts, plans, subscriptions, userProducts } from '../../db/schema';
import type { Executor } from '../../db/database';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { syncUsage } from '../billing/usage';
import { recordStaffAction } from '../staffActions/record';
import { catalogPlan, catalogPlans, lockedPlan, nameTaken, replacePrices } from './plans';

/**
 * Staff's changes to the catalogue, each a staff action in its own transaction. Where the spec is
 * silent:
 * - A price change is what a new subscription pays at once; a running subscription keeps the price
 *   it pays until its next renewal, which charges the price of that day (billing/renewals.ts).
 * - A plan off sale takes no new subscribers; running subscriptions keep renewing.
 * - A bundle is never deleted (subscriptions and invoices name it): retiring takes it off sale.
 * - A bundle's products change for its subscribers at once (what they may use follows).
 */

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;
type Prices = { currency: Currency; amountCents: number }[];

export const listProducts = (deps: AppDeps) => catalogPlans(deps.db, 'PRODUCT');
export const listBundles = (deps: AppDeps) => catalogPlans(deps.db, 'BUNDLE');

export async function setProductPrices(deps: AppDeps, staff: Staff, id: number, prices: Prices): Promise<CatalogPlan> {
  return deps.db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, id, 'PRODUCT');
    const changes = await replacePrices(tx, id, prices);
    if (Object.keys(changes).length > 0) {
      await recordStaffAction(tx, staff, { userId: null, action: 'PLAN_PRICE_CHANGE', detail: { planId: id, plan: plan.code, prices: changes } });
    }
    return catalogPlan(tx, id);
  });
}

export async function setOnSale(deps: AppDeps, staff: Staff, id: number, onSale: boolean): Promise<CatalogPlan> {
  return deps.db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, id);
    if (plan.onSale !== onSale) {
      await tx.update(plans).set({ onSale }).where(eq(plans.id, id));
      await recordStaffAction(tx, staff, { userId: null, action: onSale ? 'PLAN_ON_SALE' : 'PLAN_OFF_SALE', detail: { planId: id, plan: plan.code } });
    }
    return catalogPlan(tx, id);
  });
}

async function refuseTakenName(tx: Executor, name: string, exceptId?: number) {
  if (await nameTaken(tx, name, exceptId)) throw invalidInput(`name "${name}" is already the name of a plan (letter case aside).`);
}

/** New bundles come after the bundles already on the subscribe screen. */
async function nextBundlePosition(tx: Executor): Promise<number> {
  const [row] = await tx.select({ last: max(plans.position) }).from(plans).where(eq(plans.kind, 'BUNDLE'));
  return (row?.last ?? 0) + 1;
}

export async function createBundle(deps: AppDeps, staff: Staff, body: BundleBody): Promise<CatalogPlan> {
  return deps.db.transaction(async (tx) => {
    await refuseTakenName(tx, body.name);
    // The code is the bundle's id, which only the insert knows: a placeholder first, unique to this transaction.
    const [row] = await tx
      .insert(plans)
      .values({ code: `NEW_BUNDLE_${crypto.randomUUID()}`, name: body.name, description: body.description, kind: 'BUNDLE', position: await nextBundlePosition(tx) })
      .returning({ id: plans.id });
    const id = row!.id;
    await tx.update(plans).set({ code: `BUNDLE_${id}` }).where(eq(plans.id, id));
    await tx.insert(planProducts).values(body.products.map((product) => ({ planId: id, product })));
    await replacePrices(tx, id, body.prices);
    await recordStaffAction(tx, staff, {
      userId: null,
      action: 'BUNDLE_CREATE',
      detail: { planId: id, name: body.name, products: body.products, prices: body.prices },
    });
    return catalogPlan(tx, id);
  });
}

/**
 * Sellers whose subscription to the plan has started: what they may use follows its products. A
 * product taken out of the bundle goes from them, unless another subscription of theirs gives it
 * (syncUsage writes it back then).
 */
async function resyncSubscribers(tx: Executor, planId: number, removed: string[]) {
  const holders = await tx
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), isNotNull(subscriptions.paidThrough)))
    .orderBy(subscriptions.userId);
  for (const { userId } of holders) {
    if (removed.length > 0) await tx.delete(userProducts).where(and(eq(userProducts.userId, userId), inArray(userProducts.product, removed)));
    await syncUsage(tx, userId);
  }
}

export async function updateBundle(deps: AppDeps, staff: Staff, id: number, body: BundleBody): Promise<CatalogPlan> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedPlan(tx, id, 'BUNDLE');
    await refuseTakenName(tx, body.name, id);
    const beforeProducts = (await tx.select().from(planProducts).where(eq(planProducts.planId, id))).map((row) => row.product).sort();
    await tx.update(plans).set({ name: body.name, description: body.description }).where(eq(plans.id, id));
    const products: string[] = [...body.products].sort();
    const productsChanged = JSON.stringify(products) !== JSON.stringify(beforeProducts);
    if (productsChanged) {
      await tx.delete(planProducts).where(eq(planProducts.planId, id));
      await tx.insert(planProducts).values(products.map((product) => ({ planId: id, product })));
      await resyncSubscribers(tx, id, beforeProducts.filter((product) => !products.includes(product)));
    }
    const priceChanges = await replacePrices(tx, id, body.prices);
    const detail: Record<string, unknown> = {
      ...(before.name === body.name ? {} : { name: { from: before.name, to: body.name } }),
      ...(before.description === body.description ? {} : { description: { from: before.description, to: body.description } }),
      ...(productsChanged ? { products: { from: beforeProducts, to: products } } : {}),
      ...(Object.keys(priceChanges).length > 0 ? { prices: priceChanges } : {}),
    };
    if (Object.keys(detail).length > 0) await recordStaffAction(tx, staff, { userId: null, action: 'BUNDLE_UPDATE', detail: { planId: id, ...detail } });
    return catalogPlan(tx, id);
  });
}

export async function retireBundle(deps: AppDeps, staff: Staff, id: number): Promise<CatalogPlan> {
  return deps.db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, id, 'BUNDLE');
    if (plan.onSale) {
      await tx.update(plans).set({ onSale: false }).where(eq(plans.id, id));
      await recordStaffAction(tx, staff, { userId: null, action: 'BUNDLE_RETIRE', detail: { planId: id, plan: plan.code } });
    }
    return catalogPlan(tx, id);
  });
}
