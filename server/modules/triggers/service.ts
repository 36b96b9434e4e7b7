import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { FulfilmentChannel, PriceSource, Trigger, TriggerInput } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { bookzyDevices, profitTriggers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { lockActiveDevice } from '../bookzyDevices/service';

/**
 * Profit triggers. Within a device, `order` is always 1..n without gaps: every change that moves
 * orders runs in a transaction with the device row locked (lockActiveDevice), so two changes of one
 * device's list run one after the other. Triggers of a cancelled device are read-only like it.
 */

type TriggerRow = typeof profitTriggers.$inferSelect;

export function toTrigger(row: TriggerRow): Trigger {
  return {
    id: row.id,
    device: row.deviceId,
    order: row.order,
    active: row.active,
    name: row.name,
    colorCode: row.colorCode,
    channel: row.channel as FulfilmentChannel,
    priceSource: row.priceSource as PriceSource,
    minProfit: row.minProfit,
    maxSalesRank: row.maxSalesRank,
    maxOffers: row.maxOffers,
    minPrice: row.minPrice,
  };
}

const triggerNotFound = () => notFound('The trigger');
const ownTrigger = (userId: number, id: number) => and(eq(profitTriggers.id, id), eq(profitTriggers.userId, userId));

export async function listTriggers(deps: AppDeps, userId: number): Promise<Trigger[]> {
  const rows = await deps.db
    .select({ trigger: profitTriggers })
    .from(profitTriggers)
    .innerJoin(bookzyDevices, eq(bookzyDevices.id, profitTriggers.deviceId))
    .where(eq(profitTriggers.userId, userId))
    .orderBy(asc(bookzyDevices.createdAt), asc(bookzyDevices.name), asc(bookzyDevices.id), asc(profitTriggers.order));
  return rows.map(({ trigger }) => toTrigger(trigger));
}

/** One device's triggers in their order (the device's owner is checked by the caller). */
export async function triggersOfDevice(db: Executor, deviceId: string): Promise<Trigger[]> {
  const rows = await db
    .select()
    .from(profitTriggers)
    .where(eq(profitTriggers.deviceId, deviceId))
    .orderBy(asc(profitTriggers.order), asc(profitTriggers.id));
  return rows.map(toTrigger);
}

export async function createTrigger(deps: AppDeps, userId: number, body: TriggerInput & { device: string }) {
  const { device: deviceId, ...rule } = body;
  return deps.db.transaction(async (tx) => {
    await lockActiveDevice(tx, userId, deviceId);
    const [last] = await tx
      .select({ order: max(profitTriggers.order) })
      .from(profitTriggers)
      .where(eq(profitTriggers.deviceId, deviceId));
    const [row] = await tx
      .insert(profitTriggers)
      .values({ ...rule, userId, deviceId, order: (last?.order ?? 0) + 1, active: true })
      .returning();
    return toTrigger(row!);
  });
}

/** Runs `change` on the seller's trigger with its device locked; the trigger is read after the lock. */
async function withOwnTrigger<T>(
  deps: AppDeps,
  userId: number,
  id: number,
  change: (tx: Executor, trigger: TriggerRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ deviceId: profitTriggers.deviceId }).from(profitTriggers).where(ownTrigger(userId, id));
    if (!before) throw triggerNotFound();
    await lockActiveDevice(tx, userId, before.deviceId);
    const [trigger] = await tx.select().from(profitTriggers).where(ownTrigger(userId, id));
    if (!trigger) throw triggerNotFound();
    return change(tx, trigger);
  });
}

async function setTrigger(tx: Executor, id: number, changes: Partial<TriggerRow>, clock: AppDeps['clock']) {
  const [row] = await tx
    .update(profitTriggers)
    .set({ ...changes, updatedAt: clock() })
    .where(eq(profitTriggers.id, id))
    .returning();
  return toTrigger(row!);
}

export const updateTrigger = (deps: AppDeps, userId: number, id: number, rule: TriggerInput) =>
  withOwnTrigger(deps, userId, id, (tx) => setTrigger(tx, id, rule, deps.clock));

export const setTriggerActive = (deps: AppDeps, userId: number, id: number, active: boolean) =>
  withOwnTrigger(deps, userId, id, (tx) => setTrigger(tx, id, { active }, deps.clock));

export const removeTrigger = (deps: AppDeps, userId: number, id: number) =>
  withOwnTrigger(deps, userId, id, async (tx, trigger) => {
    await tx.delete(profitTriggers).where(eq(profitTriggers.id, id));
    await tx
      .update(profitTriggers)
      .set({ order: sql`${profitTriggers.order} - 1` })
      .where(and(eq(profitTriggers.deviceId, trigger.deviceId), gt(profitTriggers.order, trigger.order)));
    return null;
  });

/** Moves the trigger just below `targetId` of the same device, or to the top for 0; answers the new list. */
export const moveTriggerBelow = (deps: AppDeps, userId: number, id: number, targetId: number) =>
  withOwnTrigger(deps, userId, id, async (tx, trigger) => {
    if (targetId !== 0 && targetId !== id) {
      const [target] = await tx.select().from(profitTriggers).where(ownTrigger(userId, targetId));
      if (!target) throw notFound('The target trigger');
      if (target.deviceId !== trigger.deviceId) throw invalidInput('targetId must be a trigger of the same Bookzy device.');
    }
    const current = await triggersOfDevice(tx, trigger.deviceId);
    if (targetId === id) return current;
    const others = current.filter((each) => each.id !== id);
    const at = targetId === 0 ? 0 : others.findIndex((each) => each.id === targetId) + 1;
    const moved = [...others.slice(0, at), trigger, ...others.slice(at)];
    for (const [index, each] of moved.entries()) {
      if (each.order !== index + 1) await tx.update(profitTriggers).set({ order: index + 1 }).where(eq(profitTriggers.id, each.id));
    }
    return triggersOfDevice(tx, trigger.deviceId);
  });
