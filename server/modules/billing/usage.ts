import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PRODUCT_KEYS, type SubscriptionStatus } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { informalPrompts, planProducts, subscriptions, userProducts } from '../../db/schema';
import { bumpSorterContext } from '../sorter/sorterContextChanges';
import { utcDate } from './periods';

/** The about-to-freeze prompt (spec 3.1's subscription-about-to-freeze prompts). */
export const FREEZE_PROMPT_TYPE = 'SUBSCRIPTION_ABOUT_TO_FREEZE';

/** When one product is in several subscriptions (a bundle and a single), the best of them counts. */
const STATUS_RANK: Record<SubscriptionStatus, number> = { ACTIVE: 0, FROZEN: 1, UNSUBSCRIBED: 2 };

export interface Holding {
  product: string;
  status: SubscriptionStatus;
  usable: boolean;
  paymentState: string;
  freezesAt: Date | null;
}

/** Every product of the seller's subscriptions that ever started (their first month was paid). */
async function holdings(tx: Executor, userId: number): Promise<Holding[]> {
  return tx
    .select({
      product: planProducts.product,
      status: subscriptions.status,
      usable: subscriptions.usable,
      paymentState: subscriptions.paymentState,
      freezesAt: subscriptions.freezesAt,
    })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.planId, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.paidThrough)));
}

function best(rows: Holding[]): Holding {
  return [...rows].sort((a, b) => Number(b.usable) - Number(a.usable) || STATUS_RANK[a.status] - STATUS_RANK[b.status])[0]!;
}

/** What user_products says for these holdings: each product once, at its best, in the product list's order. */
export function productUsage(rows: Holding[]): { product: string; status: SubscriptionStatus; usable: boolean }[] {
  return PRODUCT_KEYS.filter((product) => rows.some((row) => row.product === product)).map((product) => {
    const { status, usable } = best(rows.filter((row) => row.product === product));
    return { product, status, usable };
  });
}

/**
 * The day each product freezes whose renewal is unpaid in its grace period, unless another
 * subscription keeps the product paid for: what the about-to-freeze prompts name.
 */
export function freezeDaysDue(rows: Holding[]): Map<string, string> {
  const due = new Map<string, string>();
  for (const row of rows) {
    if (row.status !== 'ACTIVE' || row.paymentState === 'OK' || !row.freezesAt) continue;
    const paidElsewhere = rows.some((other) => other.product === row.product && other.status === 'ACTIVE' && other.paymentState === 'OK');
    if (paidElsewhere) continue;
    const day = utcDate(row.freezesAt);
    const sooner = due.get(row.product);
    if (!sooner || day < sooner) due.set(row.product, day);
  }
  return due;
}

/**
 * Brings user_products (what every call's product gate reads) and the about-to-freeze prompts in
 * step with the seller's subscriptions; called in the transaction of every change, so the menu,
 * the route gates and GET user follow at once. Products the seller holds no other way (rows staff or
 * older data set) are left as they are.
 */
export async function syncUsage(tx: Executor, userId: number) {
  const rows = await holdings(tx, userId);
  // In the product list's order: two changes of one seller at once upsert the same rows in one order.
  const usage = productUsage(rows);
  for (const { product, status, usable } of usage) {
    await tx
      .insert(userProducts)
      .values({ userId, product, status, usable })
      .onConflictDoUpdate({ target: [userProducts.userId, userProducts.product], set: { status, usable } });
  }
  await syncFreezePrompts(tx, userId, rows, usage.map(({ product }) => product));
  // A sorter's controller decides by the products kept in memory with its key: they change here.
  await bumpSorterContext(tx, userId);
}

/**
 * One ACTIVE prompt per product whose renewal is unpaid in its grace period (freezeDaysDue). A
 * prompt the seller passed for that day stays passed; prompts whose renewal was paid, cancelled or
 * frozen are passed.
 */
async function syncFreezePrompts(tx: Executor, userId: number, rows: Holding[], products: readonly string[]) {
  const due = freezeDaysDue(rows);
  if (products.length === 0) return;
  const existing = await tx
    .select()
    .from(informalPrompts)
    .where(and(eq(informalPrompts.userId, userId), eq(informalPrompts.type, FREEZE_PROMPT_TYPE), inArray(informalPrompts.product, products)));
  for (const prompt of existing) {
    if (prompt.status === 'ACTIVE' && due.get(prompt.product) !== prompt.freezeDate) {
      await tx.update(informalPrompts).set({ status: 'PASSED' }).where(eq(informalPrompts.id, prompt.id));
    }
  }
  for (const [product, freezeDate] of due) {
    const known = existing.some((prompt) => prompt.product === product && prompt.freezeDate === freezeDate);
    if (!known) await tx.insert(informalPrompts).values({ userId, type: FREEZE_PROMPT_TYPE, product, freezeDate });
  }
}
