import { and, desc, eq, ne } from 'drizzle-orm';
import type { ItemDetailsInput } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, listingShipments, shipmentBoxes, staBoxItems, staBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { maxBelowMin } from './sessionsService';
import { boxedQuantities, conflict, sessionSummary, toListingItems, type ItemRow, type SessionRow } from './shared';
import { changeReply } from './itemsPage';
import { requireChangeable, setItem, withOwnItem } from './itemsRules';

/** Changes to one item: its details, quantity and prices, or its removal (rules in itemsRules.ts). */

export const updateItem = (deps: AppDeps, userId: number, sessionId: number, itemId: number, input: ItemDetailsInput) =>
  withOwnItem(deps, userId, sessionId, itemId, async (tx, session, item) => {
    await requireChangeable(tx, [item]);
    const changes: Partial<ItemRow> = {};
    if (input.condition !== undefined && input.condition !== item.condition) {
      const fnsku = await deps.marketplace.fnsku(userId, item.asin, input.condition);
      const [clash] = await tx
        .select({ id: listingItems.id })
        .from(listingItems)
        .where(and(eq(listingItems.sessionId, session.id), eq(listingItems.fnsku, fnsku), ne(listingItems.id, item.id)));
      if (clash) {
        throw conflict(
          `This session already has this book in condition ${input.condition}: change that item's quantity, or remove one of the two first.`,
        );
      }
      changes.condition = input.condition;
      changes.fnsku = fnsku;
    }
    if (input.conditionNote !== undefined) changes.conditionNote = input.conditionNote || null;
    if (input.hasBattery !== undefined) changes.hasBattery = input.hasBattery;
    if (input.hazmatType !== undefined) changes.hazmatType = input.hazmatType;
    if (input.expirationDate !== undefined) {
      // The calendar has no year 0: the database refuses it.
      if (input.expirationDate?.startsWith('0000')) throw invalidInput('expirationDate must be a real date.');
      changes.expirationDate = input.expirationDate;
    }
    return changeReply(tx, session.id, null, await setItem(tx, item.id, changes));
  });

export const removeItem = (deps: AppDeps, userId: number, sessionId: number, itemId: number) =>
  withOwnItem(deps, userId, sessionId, itemId, async (tx, session, item) => {
    await requireChangeable(tx, [item]);
    await tx.delete(listingItems).where(eq(listingItems.id, item.id));
    return changeReply(tx, session.id, null, null);
  });

/**
 * Takes `units` of an item back out of its boxes: shipment boxes from the highest number down,
 * then send-to-marketplace boxes likewise; a box row whose units all leave is deleted (spec 5).
 */
export async function unboxUnits(tx: Executor, itemId: number, units: number) {
  let left = units;
  const shipmentRows = await tx
    .select({ boxId: boxItems.boxId, quantity: boxItems.quantity })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(eq(boxItems.itemId, itemId))
    .orderBy(desc(shipmentBoxes.number), desc(shipmentBoxes.id));
  for (const row of shipmentRows) {
    if (left <= 0) return;
    const taken = Math.min(left, row.quantity);
    const where = and(eq(boxItems.boxId, row.boxId), eq(boxItems.itemId, itemId));
    if (taken === row.quantity) await tx.delete(boxItems).where(where);
    else await tx.update(boxItems).set({ quantity: row.quantity - taken }).where(where);
    left -= taken;
  }
  const staRows = await tx
    .select({ boxId: staBoxItems.boxId, quantity: staBoxItems.quantity })
    .from(staBoxItems)
    .innerJoin(staBoxes, eq(staBoxes.id, staBoxItems.boxId))
    .where(eq(staBoxItems.itemId, itemId))
    .orderBy(desc(staBoxes.number), desc(staBoxes.id));
  for (const row of staRows) {
    if (left <= 0) return;
    const taken = Math.min(left, row.quantity);
    const where = and(eq(staBoxItems.boxId, row.boxId), eq(staBoxItems.itemId, itemId));
    if (taken === row.quantity) await tx.delete(staBoxItems).where(where);
    else await tx.update(staBoxItems).set({ quantity: row.quantity - taken }).where(where);
    left -= taken;
  }
}

async function quantityReply(tx: Executor, session: SessionRow, row: ItemRow) {
  return { item: (await toListingItems(tx, [row]))[0]!, sessionSummary: await sessionSummary(tx, session.id) };
}

export const setItemQuantity = (
  deps: AppDeps,
  userId: number,
  sessionId: number,
  itemId: number,
  input: { quantity: number; shipmentId?: number | undefined },
) =>
  withOwnItem(deps, userId, sessionId, itemId, async (tx, session, item) => {
    if (input.shipmentId !== undefined && input.shipmentId !== item.shipmentId) {
      throw invalidInput('shipmentId must be the shipment of this item.');
    }
    await requireChangeable(tx, [item]);
    const boxed = (await boxedQuantities(tx, [item.id])).get(item.id) ?? 0;
    if (input.quantity < boxed) await unboxUnits(tx, item.id, boxed - input.quantity);
    if (input.quantity > boxed && item.shipmentId !== null) {
      await tx
        .update(listingShipments)
        .set({ status: 'BOXING' })
        .where(and(eq(listingShipments.id, item.shipmentId), eq(listingShipments.status, 'BOXED')));
    }
    return quantityReply(tx, session, await setItem(tx, item.id, { quantity: input.quantity }));
  });

export const setItemMinMax = (
  deps: AppDeps,
  userId: number,
  sessionId: number,
  itemId: number,
  input: { min: number | null; max: number | null },
) =>
  withOwnItem(deps, userId, sessionId, itemId, async (tx, session, item) => {
    if (input.min !== null && input.max !== null && input.max < input.min) throw maxBelowMin();
    return quantityReply(tx, session, await setItem(tx, item.id, { minPrice: input.min, maxPrice: input.max }));
  });
