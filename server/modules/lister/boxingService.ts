import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Box, BoxChangeReply, BoxesChangeReply, BoxSizeInput, FnskuQuantity } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, listingShipments, shipmentBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput, notFound } from '../../http/appError';
import { ErrorCode } from '../../../src/contract';
import { boxName, boxView, boxViews, ownBox, shipmentBoxedQuantities, unpackedViews, type BoxRow } from './boxingViews';
import {
  conflict,
  ownSession,
  ownShipment,
  sessionSummary,
  shipmentView,
  touchItems,
  type ItemRow,
  type SessionRow,
  type ShipmentRow,
} from './shared';

/**
 * Packing a shipment's items into its boxes (spec 4 Boxing, spec 5). Every write takes the session
 * lock first (ownSession forUpdate), so the "units left to pack" it checks cannot change under it,
 * and works only while the shipment is BOXING. Reads answer in any status.
 */

/** The id columns' range (Postgres integer). */
const INT_MAX = 2_147_483_647;

export interface Scope {
  userId: number;
  sessionId: number;
  shipmentId: number;
}

interface Locked {
  tx: Executor;
  session: SessionRow;
  shipment: ShipmentRow;
}

/** Runs `change` with the session locked and the shipment checked to be the seller's and BOXING. */
export function whileBoxing<T>(deps: AppDeps, scope: Scope, change: (locked: Locked) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, scope.userId, scope.sessionId, true);
    const shipment = await ownShipment(tx, session, scope.shipmentId);
    if (shipment.status !== 'BOXING') {
      throw conflict(`The shipment is ${shipment.status}: boxes can change only while it is BOXING.`);
    }
    return change({ tx, session, shipment });
  });
}

async function readShipment(deps: AppDeps, scope: Scope) {
  const session = await ownSession(deps.db, scope.userId, scope.sessionId);
  return ownShipment(deps.db, session, scope.shipmentId);
}

export async function listBoxes(deps: AppDeps, scope: Scope): Promise<Box[]> {
  const shipment = await readShipment(deps, scope);
  return boxViews(deps.db, shipment.id);
}

export async function getBox(deps: AppDeps, scope: Scope, boxId: number, searchText: string | undefined): Promise<Box> {
  const shipment = await readShipment(deps, scope);
  await ownBox(deps.db, shipment, boxId);
  return boxView(deps.db, shipment.id, boxId, searchText);
}

const sizes = (input: BoxSizeInput) => ({
  width: input.width ?? null,
  height: input.height ?? null,
  length: input.length ?? null,
  weight: input.weight ?? null,
});

export const createBox = (deps: AppDeps, scope: Scope, input: BoxSizeInput) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    // Numbers are never given twice, even after the highest box is deleted.
    const [counter] = await tx
      .update(listingShipments)
      .set({ nextBoxNumber: sql`${listingShipments.nextBoxNumber} + 1` })
      .where(eq(listingShipments.id, shipment.id))
      .returning({ next: listingShipments.nextBoxNumber });
    const [row] = await tx
      .insert(shipmentBoxes)
      .values({ shipmentId: shipment.id, sessionId: session.id, userId: scope.userId, number: counter!.next - 1, ...sizes(input) })
      .returning();
    return {
      box: await boxView(tx, shipment.id, row!.id),
      shipment: await shipmentView(tx, shipment.id),
      sessionSummary: await sessionSummary(tx, session.id),
    };
  });

export const updateBox = (deps: AppDeps, scope: Scope, boxId: number, input: BoxSizeInput) =>
  whileBoxing(deps, scope, async ({ tx, shipment }) => {
    await ownBox(tx, shipment, boxId);
    await tx.update(shipmentBoxes).set(sizes(input)).where(eq(shipmentBoxes.id, boxId));
    return boxView(tx, shipment.id, boxId);
  });

export const removeBox = (deps: AppDeps, scope: Scope, boxId: number) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    await ownBox(tx, shipment, boxId);
    const packed = await tx.select({ itemId: boxItems.itemId }).from(boxItems).where(eq(boxItems.boxId, boxId));
    await tx.delete(shipmentBoxes).where(eq(shipmentBoxes.id, boxId));
    // The units are unpacked again: their items come first in the unpacked list.
    await touchItems(tx, packed.map((row) => row.itemId));
    return { shipment: await shipmentView(tx, shipment.id), sessionSummary: await sessionSummary(tx, session.id) };
  });

/** Sums the quantities of repeated FNSKUs, so that a list naming one item twice is checked as one. */
function merged(entries: readonly FnskuQuantity[]): FnskuQuantity[] {
  const byFnsku = new Map<string, number>();
  for (const { fnsku, quantity } of entries) byFnsku.set(fnsku, (byFnsku.get(fnsku) ?? 0) + quantity);
  return [...byFnsku].map(([fnsku, quantity]) => ({ fnsku, quantity }));
}

const restrictedItem = (item: ItemRow) =>
  new AppError(
    409,
    ErrorCode.RESTRICTED_ITEM,
    `${item.fnsku} (${item.title}) is restricted: the marketplace does not accept it into its warehouses.`,
  );

/**
 * An item of the session that went to another of its shipments: the seller at the boxing table is
 * told which one (its name and the code on its labels), to put the book with that shipment's pile.
 */
async function inOtherShipment(tx: Executor, item: ItemRow) {
  const [other] = await tx.select().from(listingShipments).where(eq(listingShipments.id, item.shipmentId!));
  return conflict(`${item.fnsku} (${item.title}) belongs to ${other!.name} (${other!.code}), not to this shipment: box it with that shipment.`);
}

/**
 * The session's items with these FNSKUs. A restricted item is answered 1069 first: it was left out
 * of every shipment, and the seller who scans its label at the boxing screen is told why it cannot
 * go in (spec 8.1). One of another shipment of the session is refused naming that shipment; any
 * other FNSKU not in this shipment is a 404 that names it.
 */
async function shipmentItems(
  tx: Executor,
  shipment: ShipmentRow,
  fnskus: readonly string[],
  options: { refuseRestricted: boolean },
): Promise<Map<string, ItemRow>> {
  const rows = await tx
    .select()
    .from(listingItems)
    .where(and(eq(listingItems.sessionId, shipment.sessionId), inArray(listingItems.fnsku, [...fnskus])));
  const byFnsku = new Map(rows.map((row) => [row.fnsku, row]));
  const restricted = options.refuseRestricted ? fnskus.map((fnsku) => byFnsku.get(fnsku)).find((item) => item?.restricted) : undefined;
  if (restricted) throw restrictedItem(restricted);
  const elsewhere = fnskus.map((fnsku) => byFnsku.get(fnsku)).find((item) => item?.shipmentId != null && item.shipmentId !== shipment.id);
  if (elsewhere) throw await inOtherShipment(tx, elsewhere);
  const missing = fnskus.find((fnsku) => byFnsku.get(fnsku)?.shipmentId !== shipment.id);
  if (missing) throw notFound(`The item ${missing} of this shipment`);
  return byFnsku;
}

/** Adds units to the box, refusing restricted items and more units than are left to pack. */
async function pack(tx: Executor, shipment: ShipmentRow, box: BoxRow, entries: readonly FnskuQuantity[]): Promise<ItemRow[]> {
  const items = await shipmentItems(tx, shipment, entries.map((entry) => entry.fnsku), { refuseRestricted: true });
  const boxed = await shipmentBoxedQuantities(tx, shipment.id, [...items.values()].map((item) => item.id));
  for (const { fnsku, quantity } of entries) {
    const item = items.get(fnsku)!;
    const left = item.quantity - (boxed.get(item.id) ?? 0);
    if (quantity > left) {
      const units = item.quantity === 1 ? 'unit' : 'units';
      throw invalidInput(`quantity of ${fnsku} is more than is left to pack: ${left} of its ${item.quantity} ${units} ${left === 1 ? 'is' : 'are'} left.`);
    }
  }
  await tx
    .insert(boxItems)
    .values(entries.map(({ fnsku, quantity }) => ({ boxId: box.id, itemId: items.get(fnsku)!.id, quantity })))
    .onConflictDoUpdate({ target: [boxItems.boxId, boxItems.itemId], set: { quantity: sql`${boxItems.quantity} + excluded.quantity` } });
  const packed = [...items.values()];
  await touchItems(tx, packed.map((item) => item.id));
  return packed;
}

/** What `box` holds of each FNSKU; an FNSKU the box does not hold is refused with its name. */
async function heldInBox(tx: Executor, shipment: ShipmentRow, box: BoxRow, entries: readonly FnskuQuantity[]) {
  const items = await shipmentItems(tx, shipment, entries.map((entry) => entry.fnsku), { refuseRestricted: false });
  const rows = await tx
    .select()
    .from(boxItems)
    .where(and(eq(boxItems.boxId, box.id), inArray(boxItems.itemId, [...items.values()].map((item) => item.id))));
  const held = new Map(rows.map((row) => [row.itemId, row.quantity]));
  for (const { fnsku } of entries) {
    if (!held.has(items.get(fnsku)!.id)) throw invalidInput(`${fnsku} is not in ${boxName(box.number)}.`);
  }
  return { items, held };
}

/** Spec 5: a box holding more than the units taken keeps the rest; otherwise the entry goes. */
async function unpack(tx: Executor, boxId: number, itemId: number, held: number, quantity: number) {
  const where = and(eq(boxItems.boxId, boxId), eq(boxItems.itemId, itemId));
  if (held > quantity) await tx.update(boxItems).set({ quantity: held - quantity }).where(where);
  else await tx.delete(boxItems).where(where);
}

async function changeReply(tx: Executor, session: SessionRow, shipment: ShipmentRow, box: BoxRow, itemId: number): Promise<BoxChangeReply> {
  const [item] = await tx.select().from(listingItems).where(eq(listingItems.id, itemId));
  const [unpacked] = await unpackedViews(tx, [item!]);
  return {
    box: await boxView(tx, shipment.id, box.id),
    item: unpacked!,
    shipment: await shipmentView(tx, shipment.id),
    sessionSummary: await sessionSummary(tx, session.id),
  };
}

async function boxesReply(tx: Executor, session: SessionRow, shipment: ShipmentRow, boxIds: number[]): Promise<BoxesChangeReply> {
  return {
    boxes: await boxViews(tx, shipment.id, { boxIds }),
    shipment: await shipmentView(tx, shipment.id),
    sessionSummary: await sessionSummary(tx, session.id),
  };
}

export const addToBox = (deps: AppDeps, scope: Scope, boxId: number, entry: FnskuQuantity) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    const box = await ownBox(tx, shipment, boxId);
    const [item] = await pack(tx, shipment, box, [entry]);
    return changeReply(tx, session, shipment, box, item!.id);
  });

/** All or nothing: one refused entry rolls the whole transaction back. */
export const addManyToBox = (deps: AppDeps, scope: Scope, boxId: number, entries: readonly FnskuQuantity[]) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    const box = await ownBox(tx, shipment, boxId);
    await pack(tx, shipment, box, merged(entries));
    return boxesReply(tx, session, shipment, [box.id]);
  });

/**
 * Takes units out (spec 5): taking as many as the box holds, or more, removes the entry. An item
 * the box does not hold at all is refused (400): the seller scanned the wrong box or item.
 */
export const removeFromBox = (deps: AppDeps, scope: Scope, boxId: number, entry: FnskuQuantity) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    const box = await ownBox(tx, shipment, boxId);
    const { items, held } = await heldInBox(tx, shipment, box, [entry]);
    const item = items.get(entry.fnsku)!;
    await unpack(tx, box.id, item.id, held.get(item.id)!, entry.quantity);
    await touchItems(tx, [item.id]);
    return changeReply(tx, session, shipment, box, item.id);
  });

/** Moves units to another box of the shipment; each quantity must be at most what the box holds. */
export const moveBetweenBoxes = (deps: AppDeps, scope: Scope, boxId: number, targetBoxId: number, entries: readonly FnskuQuantity[]) =>
  whileBoxing(deps, scope, async ({ tx, session, shipment }) => {
    const box = await ownBox(tx, shipment, boxId);
    if (targetBoxId === boxId) throw invalidInput('targetBoxId must be another box than the one the items are in.');
    // The contract's targetBoxId has no upper bound: an id past the column's range is no box.
    if (targetBoxId > INT_MAX) throw notFound('The target box of this shipment');
    const [target] = await tx
      .select()
      .from(shipmentBoxes)
      .where(and(eq(shipmentBoxes.id, targetBoxId), eq(shipmentBoxes.shipmentId, shipment.id)));
    if (!target) throw notFound('The target box of this shipment');
    const moves = merged(entries);
    const { items, held } = await heldInBox(tx, shipment, box, moves);
    for (const { fnsku, quantity } of moves) {
      const inBox = held.get(items.get(fnsku)!.id)!;
      if (quantity > inBox) throw invalidInput(`quantity of ${fnsku} is more than ${boxName(box.number)} holds: it holds ${inBox}.`);
    }
    for (const { fnsku, quantity } of moves) {
      const item = items.get(fnsku)!;
      await unpack(tx, box.id, item.id, held.get(item.id)!, quantity);
    }
    await tx
      .insert(boxItems)
      .values(moves.map(({ fnsku, quantity }) => ({ boxId: target.id, itemId: items.get(fnsku)!.id, quantity })))
      .onConflictDoUpdate({ target: [boxItems.boxId, boxItems.itemId], set: { quantity: sql`${boxItems.quantity} + excluded.quantity` } });
    await touchItems(tx, [...items.values()].map((item) => item.id));
    return boxesReply(tx, session, shipment, [box.id, target.id]);
  });
