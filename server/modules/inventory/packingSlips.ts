import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '../../../src/contract';
import { PACKING_SHIPMENTS_MAX, type PackingShipment, type PackingSlip } from '../../../src/contract/inventory';
import { boxItems, listingItems, listingSessions, listingShipments, shipmentBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { locationsOf } from './locations';
import { planShipments } from './planPackingSlips';
import { byShelf } from './shelfOrder';

/**
 * Packing slips of the lister's shipments (older session flow; a plan's are in planPackingSlips):
 * which shipments there are, and one shipment's SKUs with units, storage location and boxes. Counts are summed from the item and box
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

type ShipmentRow = Omit<PackingShipment, 'createdAt' | 'status' | 'key' | 'flow' | 'planShipmentId'> & { createdAt: Date; status: string };
const shipmentOf = (row: ShipmentRow): PackingShipment => ({
  ...row,
  key: `session-${row.id}`,
  flow: 'SESSION',
  planShipmentId: null,
  status: row.status as ShipmentStatus,
  createdAt: row.createdAt.toISOString(),
});

/** Both flows' shipments, newest first: an older session's and a plan's are packed the same way. */
export async function packingShipments(deps: AppDeps, sellerId: number): Promise<PackingShipment[]> {
  const [sessions, plans] = await Promise.all([sessionShipments(deps, sellerId), planShipments(deps, sellerId, PACKING_SHIPMENTS_MAX)]);
  return [...sessions, ...plans].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, PACKING_SHIPMENTS_MAX);
}

async function sessionShipments(deps: AppDeps, sellerId: number): Promise<PackingShipment[]> {
  const rows = await deps.db
    .select(shipmentColumns)
    .from(listingShipments)
    .innerJoin(listingSessions, eq(listingSessions.id, listingShipments.sessionId))
    .where(and(eq(listingShipments.userId, sellerId), ne(listingShipments.status, 'CANCELLED')))
    .orderBy(desc(listingShipments.createdAt), desc(listingShipments.id))
    .limit(PACKING_SHIPMENTS_MAX);
  return rows.map(shipmentOf);
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
