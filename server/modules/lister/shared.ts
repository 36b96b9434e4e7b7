import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type {
  HazmatType,
  ListingChannel,
  ListingCondition,
  ListingItem,
  ListingSession,
  SessionStatus,
  SessionSummary,
  Shipment,
  ShipmentStatus,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, listingSessions, listingShipments, shipmentBoxes, staBoxItems, staBoxes } from '../../db/schema';
import { AppError, notFound } from '../../http/appError';
import { ErrorCode } from '../../../src/contract';

/**
 * What the lister's modules share: owner checks, and the views of sessions, items and shipments
 * with their totals. Totals are never stored: they are summed from the item and box rows for each
 * reply, so no sequence of changes can leave a total that disagrees with what it counts.
 */

export type SessionRow = typeof listingSessions.$inferSelect;
export type ItemRow = typeof listingItems.$inferSelect;
export type ShipmentRow = typeof listingShipments.$inferSelect;

export const sessionNotFound = () => notFound('The listing session');
export const shipmentNotFound = () => notFound('The shipment');
export const itemNotFound = () => notFound('The item');
export const boxNotFound = () => notFound('The box');

/** A change the session's state does not allow, said in the seller's words. */
export const conflict = (message: string) => new AppError(409, ErrorCode.VALIDATION_FAILED, message);

/**
 * The seller's session, locked for the rest of the transaction when `forUpdate`: every change to a
 * session's items, shipments or boxes takes this lock first, so two changes of one session run one
 * after the other and totals checks see settled rows.
 */
export async function ownSession(db: Executor, userId: number, sessionId: number, forUpdate = false): Promise<SessionRow> {
  const query = db
    .select()
    .from(listingSessions)
    .where(and(eq(listingSessions.id, sessionId), eq(listingSessions.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw sessionNotFound();
  return row;
}

export async function ownShipment(db: Executor, session: SessionRow, shipmentId: number): Promise<ShipmentRow> {
  const [row] = await db
    .select()
    .from(listingShipments)
    .where(and(eq(listingShipments.id, shipmentId), eq(listingShipments.sessionId, session.id)));
  if (!row) throw shipmentNotFound();
  return row;
}

/** Units of each item packed in shipment boxes and send-to-marketplace boxes. */
export async function boxedQuantities(db: Executor, itemIds: readonly number[]): Promise<Map<number, number>> {
  const boxed = new Map<number, number>();
  if (itemIds.length === 0) return boxed;
  const rows = await db
    .select({ itemId: boxItems.itemId, quantity: sum(boxItems.quantity).mapWith(Number) })
    .from(boxItems)
    .where(inArray(boxItems.itemId, [...itemIds]))
    .groupBy(boxItems.itemId);
  const staRows = await db
    .select({ itemId: staBoxItems.itemId, quantity: sum(staBoxItems.quantity).mapWith(Number) })
    .from(staBoxItems)
    .where(inArray(staBoxItems.itemId, [...itemIds]))
    .groupBy(staBoxItems.itemId);
  for (const row of [...rows, ...staRows]) boxed.set(row.itemId, (boxed.get(row.itemId) ?? 0) + row.quantity);
  return boxed;
}

export function toListingItem(row: ItemRow, boxedQuantity: number): ListingItem {
  return {
    id: row.id,
    sessionId: row.sessionId,
    bookId: row.asin,
    isbn13: row.isbn13,
    title: row.title,
    author: row.author,
    fnsku: row.fnsku,
    sku: row.sku,
    condition: row.condition as ListingCondition,
    dateUpdated: row.dateUpdated.toISOString(),
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    conditionNote: row.conditionNote,
    hasBattery: row.hasBattery,
    hazmatType: row.hazmatType as HazmatType | null,
    expirationDate: row.expirationDate,
    quantity: row.quantity,
    restricted: row.restricted,
    weight: row.weight,
    shipmentId: row.shipmentId,
    boxedQuantity,
  };
}

export async function toListingItems(db: Executor, rows: readonly ItemRow[]): Promise<ListingItem[]> {
  const boxed = await boxedQuantities(db, rows.map((row) => row.id));
  return rows.map((row) => toListingItem(row, boxed.get(row.id) ?? 0));
}

/** The seek cursor of a row: its dateUpdated in epoch ms and its id (contract `seekCursor`). */
export const seekIdOf = (row: { dateUpdated: Date; id: number }) => `${row.dateUpdated.getTime()}.${row.id}`;

/**
 * Rows strictly after the cursor in newest-first order: (dateUpdated, id) below the cursor's. The
 * parts go to the database as a bigint and epoch milliseconds, so any cursor the contract lets
 * through (an id past the integer range, a year past 9999) compares instead of failing.
 */
export function afterCursor(seekId: string | undefined) {
  if (!seekId) return undefined;
  const [millis, id] = seekId.split('.');
  return sql`(${listingItems.dateUpdated}, ${listingItems.id}) < (timestamptz 'epoch' + ${millis}::bigint * interval '1 millisecond', ${id}::bigint)`;
}

export async function sessionSummary(db: Executor, sessionId: number): Promise<SessionSummary> {
  const [items] = await db
    .select({
      itemQuantity: sql<number>`coalesce(sum(${listingItems.quantity}), 0)`.mapWith(Number),
      skuQuantity: count(),
      weight: sql<number>`coalesce(sum(${listingItems.quantity} * ${listingItems.weight}), 0)`.mapWith(Number),
    })
    .from(listingItems)
    .where(eq(listingItems.sessionId, sessionId));
  const [boxed] = await db
    .select({ quantity: sql<number>`coalesce(sum(${boxItems.quantity}), 0)`.mapWith(Number) })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(eq(shipmentBoxes.sessionId, sessionId));
  const [staBoxed] = await db
    .select({ quantity: sql<number>`coalesce(sum(${staBoxItems.quantity}), 0)`.mapWith(Number) })
    .from(staBoxItems)
    .innerJoin(staBoxes, eq(staBoxes.id, staBoxItems.boxId))
    .where(eq(staBoxes.sessionId, sessionId));
  const [boxes] = await db.select({ count: count() }).from(shipmentBoxes).where(eq(shipmentBoxes.sessionId, sessionId));
  const [sta] = await db.select({ count: count() }).from(staBoxes).where(eq(staBoxes.sessionId, sessionId));
  return {
    sessionId,
    itemQuantity: items!.itemQuantity,
    skuQuantity: items!.skuQuantity,
    weight: items!.weight,
    boxedQuantity: boxed!.quantity + staBoxed!.quantity,
    boxCount: boxes!.count + sta!.count,
  };
}

/** Shipments with their totals, in creation order. */
export async function shipmentViews(db: Executor, where: { sessionId: number } | { shipmentId: number }): Promise<Shipment[]> {
  const rows = await db
    .select()
    .from(listingShipments)
    .where('sessionId' in where ? eq(listingShipments.sessionId, where.sessionId) : eq(listingShipments.id, where.shipmentId))
    .orderBy(asc(listingShipments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const itemTotals = await db
    .select({
      shipmentId: listingItems.shipmentId,
      itemQuantity: sql<number>`sum(${listingItems.quantity})`.mapWith(Number),
      skuQuantity: count(),
      weight: sql<number>`sum(${listingItems.quantity} * ${listingItems.weight})`.mapWith(Number),
    })
    .from(listingItems)
    .where(inArray(listingItems.shipmentId, ids))
    .groupBy(listingItems.shipmentId);
  const boxTotals = await db
    .select({
      shipmentId: shipmentBoxes.shipmentId,
      boxCount: sql<number>`count(distinct ${shipmentBoxes.id})`.mapWith(Number),
      boxedQuantity: sql<number>`coalesce(sum(${boxItems.quantity}), 0)`.mapWith(Number),
    })
    .from(shipmentBoxes)
    .leftJoin(boxItems, eq(boxItems.boxId, shipmentBoxes.id))
    .where(inArray(shipmentBoxes.shipmentId, ids))
    .groupBy(shipmentBoxes.shipmentId);
  // Apart from the join above, which would count a box's weight once for every item in it.
  const scales = await db
    .select({
      shipmentId: shipmentBoxes.shipmentId,
      unweighed: sql<number>`count(*) filter (where ${shipmentBoxes.weight} is null)`.mapWith(Number),
      weight: sql<number>`coalesce(sum(${shipmentBoxes.weight}), 0)`.mapWith(Number),
    })
    .from(shipmentBoxes)
    .where(inArray(shipmentBoxes.shipmentId, ids))
    .groupBy(shipmentBoxes.shipmentId);
  return rows.map((row) => {
    const items = itemTotals.find((total) => total.shipmentId === row.id);
    const boxes = boxTotals.find((total) => total.shipmentId === row.id);
    const weighed = scales.find((total) => total.shipmentId === row.id);
    return {
      id: row.id,
      sessionId: row.sessionId,
      shipmentCode: row.code,
      name: row.name,
      destination: row.destination,
      status: row.status as ShipmentStatus,
      itemQuantity: items?.itemQuantity ?? 0,
      skuQuantity: items?.skuQuantity ?? 0,
      boxedQuantity: boxes?.boxedQuantity ?? 0,
      boxCount: boxes?.boxCount ?? 0,
      weight: items?.weight ?? 0,
      weighedWeight: weighed && weighed.unweighed === 0 ? weighed.weight : null,
      hazmat: row.hazmat,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function shipmentView(db: Executor, shipmentId: number): Promise<Shipment> {
  const [shipment] = await shipmentViews(db, { shipmentId });
  if (!shipment) throw shipmentNotFound();
  return shipment;
}

export async function sessionView(db: Executor, row: SessionRow): Promise<ListingSession> {
  const summary = await sessionSummary(db, row.id);
  return {
    ...summary,
    id: row.id,
    channel: row.channel as ListingChannel,
    name: row.name,
    status: row.status as SessionStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    shipments: await shipmentViews(db, { sessionId: row.id }),
  };
}

/** Marks items changed: they move to the top of the newest-first lists. */
export async function touchItems(db: Executor, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  await db.update(listingItems).set({ dateUpdated: sql`now()` }).where(inArray(listingItems.id, [...itemIds]));
}

export const restrictedItem = () =>
  new AppError(409, ErrorCode.RESTRICTED_ITEM, 'This item is restricted: the marketplace does not accept it into its warehouses.');
