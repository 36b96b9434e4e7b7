import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '../../../src/contract';
import { PACKING_SHIPMENTS_MAX, type PackingShipment, type PackingSlip, type PackingSlipLine } from '../../../src/contract/inventory';
import { boxItems, listingItems, listingSessions, listingShipments, shipmentBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { locationsOf } from './locations';

/**
 * Packing slips of the lister's shipments (older session flow): which shipments there are, and one
 * shipment's SKUs with units, storage location and boxes. Counts are summed from the item and box
 * rows for every reply, as the lister's own totals are. Another seller's shipment is a 404.
 */

const shipmentColumns = {
  id: listingShipments.id,
  sessionId: listingShipments.sessionId,
  sessionName: listingSessions.name,
  channel: listingSessions.channel,
  shipmentCode: listingShipments.code,
  name: listingShipments.name,
  destination: listingShipments.destination,
  status: listingShipments.status,
  createdAt: listingShipments.createdAt,
  skus: sql<number>`(SELECT count(*)::int FROM ${listingItems} WHERE ${listingItems.shipmentId} = ${listingShipments.id})`,
  units: sql<number>`(SELECT coalesce(sum(${listingItems.quantity}), 0)::int FROM ${listingItems} WHERE ${listingItems.shipmentId} = ${listingShipments.id})`,
  boxes: sql<number>`(SELECT count(*)::int FROM ${shipmentBoxes} WHERE ${shipmentBoxes.shipmentId} = ${listingShipments.id})`,
};

type ShipmentRow = Omit<PackingShipment, 'createdAt' | 'status'> & { createdAt: Date; status: string };
const shipmentOf = (row: ShipmentRow): PackingShipment => ({ ...row, status: row.status as ShipmentStatus, createdAt: row.createdAt.toISOString() });

export async function packingShipments(deps: AppDeps, sellerId: number): Promise<PackingShipment[]> {
  const rows = await deps.db
    .select(shipmentColumns)
    .from(listingShipments)
    .innerJoin(listingSessions, eq(listingSessions.id, listingShipments.sessionId))
    .where(and(eq(listingShipments.userId, sellerId), ne(listingShipments.status, 'CANCELLED')))
    .orderBy(desc(listingShipments.createdAt), desc(listingShipments.id))
    .limit(PACKING_SHIPMENTS_MAX);
  return rows.map(shipmentOf);
}

/** Shelf order: by location, SKUs without one after them; then by SKU. */
function byShelf(a: PackingSlipLine, b: PackingSlipLine) {
  if (a.location !== b.location) {
    if (a.location === null) return 1;
    if (b.location === null) return -1;
    return a.location.localeCompare(b.location, 'en', { numeric: true });
  }
  return a.sku.localeCompare(b.sku, 'en', { numeric: true });
}

export async function packingSlip(deps: AppDeps, sellerId: number, shipmentId: number): Promise<PackingSlip> {
  const [shipment] = await deps.db
    .select(shipmentColumns)
    .from(listingShipments)
    .innerJoin(listingSessions, eq(listingSessions.id, listingShipments.sessionId))
    .where(and(eq(listingShipments.id, shipmentId), eq(listingShipments.userId, sellerId)));
  if (!shipment) throw notFound(`Shipment ${shipmentId}`);
  const items = await deps.db
    .select({ id: listingItems.id, sku: listingItems.sku, title: listingItems.title, isbn13: listingItems.isbn13, condition: listingItems.condition, quantity: listingItems.quantity })
    .from(listingItems)
    .where(eq(listingItems.shipmentId, shipmentId))
    .orderBy(asc(listingItems.id));
  const packed = items.length === 0 ? [] : await deps.db
    .select({ itemId: boxItems.itemId, number: shipmentBoxes.number, quantity: boxItems.quantity })
    .from(boxItems)
    .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
    .where(inArray(boxItems.itemId, items.map((item) => item.id)))
    .orderBy(asc(shipmentBoxes.number));
  const locations = await locationsOf(deps.db, sellerId, items.map((item) => item.sku));
  const lines = items.map(({ id, ...item }) => ({
    ...item,
    location: locations.get(item.sku) ?? null,
    boxes: packed.filter((box) => box.itemId === id).map(({ number, quantity }) => ({ number, quantity })),
  }));
  return { shipment: shipmentOf(shipment), lines: lines.sort(byShelf) };
}
