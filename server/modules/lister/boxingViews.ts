import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Box, BoxItem, ListingCondition, UnpackedItem, HazmatType } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, shipmentBoxes } from '../../db/schema';
import { boxNotFound, type ItemRow, type ShipmentRow } from './shared';

/**
 * How shipment boxes and the items still to pack are shown. Every total is summed from the
 * box_items rows of this reply, so the box, the item and the shipment can never disagree.
 */

export type BoxRow = typeof shipmentBoxes.$inferSelect;

export const boxName = (number: number) => `Box ${number}`;

/** Title, ISBN or FNSKU contains the text, ignoring case; `%` and `_` mean themselves. */
export function itemSearch(searchText: string | undefined): SQL | undefined {
  if (!searchText) return undefined;
  const pattern = `%${searchText.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(listingItems.title, pattern), ilike(listingItems.isbn13, pattern), ilike(listingItems.fnsku, pattern));
}

export async function ownBox(db: Executor, shipment: ShipmentRow, boxId: number): Promise<BoxRow> {
  const [row] = await db
    .select()
    .from(shipmentBoxes)
    .where(and(eq(shipmentBoxes.id, boxId), eq(shipmentBoxes.shipmentId, shipment.id)));
  if (!row) throw boxNotFound();
  return row;
}

/**
 * The boxes with their items, highest number first (spec 9). `searchText` narrows the items shown;
 * itemQty and estimatedWeight stay the whole box's, since the box still holds the rest.
 */
export async function boxViews(
  db: Executor,
  shipmentId: number,
  options: { boxIds?: readonly number[]; searchText?: string } = {},
): Promise<Box[]> {
  const boxFilter = options.boxIds ? inArray(shipmentBoxes.id, [...options.boxIds]) : undefined;
  const boxes = await db
    .select()
    .from(shipmentBoxes)
    .where(and(eq(shipmentBoxes.shipmentId, shipmentId), boxFilter))
    .orderBy(desc(shipmentBoxes.number));
  if (boxes.length === 0) return [];
  const contents = await db
    .select({ boxId: boxItems.boxId, quantity: boxItems.quantity, item: listingItems })
    .from(boxItems)
    .innerJoin(listingItems, eq(listingItems.id, boxItems.itemId))
    .where(inArray(boxItems.boxId, boxes.map((box) => box.id)))
    .orderBy(desc(listingItems.dateUpdated), desc(listingItems.id));
  const shown = options.searchText ? new Set(await matchingItemIds(db, contents.map((row) => row.item.id), options.searchText)) : null;
  return boxes.map((box) => {
    const inBox = contents.filter((row) => row.boxId === box.id);
    return {
      id: box.id,
      shipmentId: box.shipmentId,
      name: boxName(box.number),
      number: box.number,
      width: box.width,
      height: box.height,
      length: box.length,
      weight: box.weight,
      estimatedWeight: inBox.reduce((total, row) => total + row.quantity * row.item.weight, 0),
      itemQty: inBox.reduce((total, row) => total + row.quantity, 0),
      items: inBox.filter((row) => !shown || shown.has(row.item.id)).map((row) => toBoxItem(row.item, row.quantity)),
    };
  });
}

async function matchingItemIds(db: Executor, itemIds: readonly number[], searchText: string): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ id: listingItems.id })
    .from(listingItems)
    .where(and(inArray(listingItems.id, [...itemIds]), itemSearch(searchText)));
  return rows.map((row) => row.id);
}

function toBoxItem(item: ItemRow, quantity: number): BoxItem {
  return {
    itemId: item.id,
    fnsku: item.fnsku,
    isbn13: item.isbn13,
    title: item.title,
    condition: item.condition as ListingCondition,
    quantity,
    weight: item.weight,
  };
}

export async function boxView(db: Executor, shipmentId: number, boxId: number, searchText?: string): Promise<Box> {
  const [box] = await boxViews(db, shipmentId, { boxIds: [boxId], ...(searchText ? { searchText } : {}) });
  if (!box) throw boxNotFound();
  return box;
}

/** Units of each item packed in this shipment's boxes (send-to-marketplace boxes are another plan). */
export async function shipmentBoxedQuantities(db: Executor, shipmentId: number, itemIds?: readonly number[]) {
  const rows = await db
    .select({ itemId: boxItems.itemId, quantity: sql<number>`sum(${boxItems.quantity})`.mapWith(Number) })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(and(eq(shipmentBoxes.shipmentId, shipmentId), itemIds ? inArray(boxItems.itemId, [...itemIds]) : undefined))
    .groupBy(boxItems.itemId);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** Items with their packing state: which boxes of their shipment hold how many units. */
export async function unpackedViews(db: Executor, items: readonly ItemRow[]): Promise<UnpackedItem[]> {
  if (items.length === 0) return [];
  const parts = await db
    .select({ itemId: boxItems.itemId, quantity: boxItems.quantity, boxId: shipmentBoxes.id, number: shipmentBoxes.number, shipmentId: shipmentBoxes.shipmentId })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(inArray(boxItems.itemId, items.map((item) => item.id)))
    .orderBy(asc(shipmentBoxes.number));
  return items.map((item) => {
    const boxParts = parts
      .filter((part) => part.itemId === item.id && part.shipmentId === item.shipmentId)
      .map((part) => ({ boxId: part.boxId, boxName: boxName(part.number), quantity: part.quantity }));
    return {
      id: item.id,
      fnsku: item.fnsku,
      isbn13: item.isbn13,
      title: item.title,
      condition: item.condition as ListingCondition,
      quantity: item.quantity,
      restricted: item.restricted,
      hazmatType: item.hazmatType as HazmatType | null,
      hasBattery: item.hasBattery,
      weight: item.weight,
      dateUpdated: item.dateUpdated.toISOString(),
      shipmentParts:
        item.shipmentId === null
          ? []
          : [
              {
                shipmentId: item.shipmentId,
                quantity: item.quantity,
                boxedQuantity: boxParts.reduce((total, part) => total + part.quantity, 0),
                boxParts,
              },
            ],
    };
  });
}
