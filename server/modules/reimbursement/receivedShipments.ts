import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { listingItems, listingShipments, nsessionBoxes, nsessionBoxItems, nsessionItems, nsessions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ReceivedShipment, ShipmentLine } from '../../marketplace/reimbursements/reimbursementMarketplace';

/**
 * The shipments the marketplace has received from a seller, with their units, as the ledger needs
 * them. Older flow: shipments the marketplace ACCEPTED (sent when made). Newer flow: the shipments
 * of a completed plan's confirmed placement, each with the units of its boxes (sent when completed).
 */

const lineColumns = {
  sku: listingItems.sku,
  fnsku: listingItems.fnsku,
  asin: listingItems.asin,
  isbn13: listingItems.isbn13,
  title: listingItems.title,
  condition: listingItems.condition,
};

async function listerShipments(deps: Pick<AppDeps, 'db'>, sellerId: number): Promise<ReceivedShipment[]> {
  const rows = await deps.db
    .select({ id: listingShipments.id, code: listingShipments.code, name: listingShipments.name, shippedAt: listingShipments.createdAt, quantity: listingItems.quantity, ...lineColumns })
    .from(listingShipments)
    .innerJoin(listingItems, eq(listingItems.shipmentId, listingShipments.id))
    .where(and(eq(listingShipments.userId, sellerId), eq(listingShipments.status, 'ACCEPTED')))
    .orderBy(asc(listingShipments.id), asc(listingItems.id));
  const byId = new Map<number, ReceivedShipment & { lines: ShipmentLine[] }>();
  for (const { id, code, name, shippedAt, ...line } of rows) {
    const shipment = byId.get(id) ?? { code, name, shippedAt, lines: [] };
    shipment.lines.push(line);
    byId.set(id, shipment);
  }
  return [...byId.values()];
}

async function planShipments(deps: Pick<AppDeps, 'db'>, sellerId: number): Promise<ReceivedShipment[]> {
  const plans = await deps.db
    .select({ id: nsessions.id, name: nsessions.name, completedAt: nsessions.completedAt, placementOptions: nsessions.placementOptions, placementOptionId: nsessions.placementOptionId, shipments: nsessions.shipments })
    .from(nsessions)
    .where(and(eq(nsessions.userId, sellerId), isNotNull(nsessions.completedAt)))
    .orderBy(asc(nsessions.id));
  if (plans.length === 0) return [];
  const boxed = await deps.db
    .select({
      boxId: nsessionBoxItems.boxId,
      quantity: nsessionBoxItems.quantity,
      sku: nsessionItems.sku,
      fnsku: nsessionItems.fnsku,
      asin: nsessionItems.asin,
      isbn13: nsessionItems.isbn13,
      title: nsessionItems.title,
      condition: nsessionItems.condition,
    })
    .from(nsessionBoxItems)
    .innerJoin(nsessionBoxes, eq(nsessionBoxes.id, nsessionBoxItems.boxId))
    .innerJoin(nsessionItems, eq(nsessionItems.id, nsessionBoxItems.itemId))
    .where(and(eq(nsessionBoxes.userId, sellerId), inArray(nsessionBoxes.sessionId, plans.map((plan) => plan.id))))
    .orderBy(asc(nsessionBoxItems.boxId), asc(nsessionItems.id));
  const linesOfBox = new Map<number, ShipmentLine[]>();
  for (const { boxId, ...line } of boxed) linesOfBox.set(boxId, [...(linesOfBox.get(boxId) ?? []), line]);

  return plans.flatMap((plan) => {
    const placement = plan.placementOptions?.find((option) => option.id === plan.placementOptionId);
    return (placement?.shipments ?? []).map((shipment) => ({
      code: plan.shipments?.find((confirmed) => confirmed.shipmentId === shipment.id)?.confirmationId ?? shipment.id,
      name: `${plan.name} to ${shipment.destination}`,
      shippedAt: plan.completedAt!,
      lines: shipment.boxIds.flatMap((boxId) => linesOfBox.get(boxId) ?? []),
    }));
  });
}

export async function receivedShipmentsOf(deps: Pick<AppDeps, 'db'>, sellerId: number): Promise<ReceivedShipment[]> {
  return [...(await listerShipments(deps, sellerId)), ...(await planShipments(deps, sellerId))];
}

/** Which shipments the marketplace has received, as a hash: the ledger is copied again when it changes. */
export async function shipmentsStampOf(deps: Pick<AppDeps, 'db'>, sellerId: number): Promise<string> {
  const accepted = await deps.db
    .select({ id: listingShipments.id })
    .from(listingShipments)
    .where(and(eq(listingShipments.userId, sellerId), eq(listingShipments.status, 'ACCEPTED')))
    .orderBy(asc(listingShipments.id));
  const completed = await deps.db
    .select({ id: nsessions.id })
    .from(nsessions)
    .where(and(eq(nsessions.userId, sellerId), isNotNull(nsessions.completedAt)))
    .orderBy(asc(nsessions.id));
  const ids = `L${accepted.map((row) => row.id).join(',')}|P${completed.map((row) => row.id).join(',')}`;
  return createHash('sha256').update(ids).digest('base64url');
}
