import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { ErrorCode, type FulfilmentChannel, type PriceSource, type Trigger, type TriggerCopyMode, type TriggerInput } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { bookzyDevices, profitTriggers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput, notFound } from '../../http/appError';
import { deviceCancelled, deviceNotFound, lockActiveDevice } from '../bookzyDevices/service';

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

/**
 * Locks the two devices of a copy, in id order: two copies between the same devices in opposite
 * directions then wait for each other instead of deadlocking. Both must be the seller's (404)
 * and active (409), like any device whose triggers change.
 */
async function lockCopyDevices(tx: Executor, userId: number, targetId: string, sourceId: string) {
  const rows = await tx
    .select()
    .from(bookzyDevices)
    .where(and(eq(bookzyDevices.userId, userId), inArray(bookzyDevices.id, [targetId, sourceId])))
    .orderBy(asc(bookzyDevices.id))
    .for('update');
  const target = rows.find((row) => row.id === targetId);
  const source = rows.find((row) => row.id === sourceId);
  if (!target) throw deviceNotFound();
  if (!source) throw notFound('The Bookzy device to copy from');
  if (target.status !== 'ACTIVE') throw deviceCancelled();
  if (source.status !== 'ACTIVE') {
    throw new AppError(409, ErrorCode.VALIDATION_FAILED, "The subscription of the Bookzy device to copy from is cancelled: copy from an active device.");
  }
  return { target, source };
}

/**
 * Copies the source device's triggers to the target, in their order and with their active flags,
 * replacing the target's own or after them (TRIGGER_COPY_MODES). The target's order stays 1..n.
 * A source with no trigger is refused: replacing with nothing would only wipe the target.
 */
export async function copyTriggers(
  deps: AppDeps,
  userId: number,
  targetId: string,
  body: { sourceDeviceId: string; mode: TriggerCopyMode },
): Promise<Trigger[]> {
  if (body.sourceDeviceId === targetId) throw invalidInput('sourceDeviceId must be another Bookzy device than the one receiving the copies.');
  return deps.db.transaction(async (tx) => {
    const { target, source } = await lockCopyDevices(tx, userId, targetId, body.sourceDeviceId);
    const copies = await triggersOfDevice(tx, source.id);
    if (copies.length === 0) throw new AppError(409, ErrorCode.VALIDATION_FAILED, `${source.name} has no triggers to copy.`);
    if (body.mode === 'REPLACE') await tx.delete(profitTriggers).where(eq(profitTriggers.deviceId, target.id));
    const [last] = await tx.select({ order: max(profitTriggers.order) }).from(profitTriggers).where(eq(profitTriggers.deviceId, target.id));
    const after = last?.order ?? 0;
    await tx.insert(profitTriggers).values(
      copies.map(({ id: _id, device: _device, order: _order, ...rule }, index) => ({ ...rule, userId, deviceId: target.id, order: after + index + 1 })),
    );
    return triggersOfDevice(tx, target.id);
  });
}
