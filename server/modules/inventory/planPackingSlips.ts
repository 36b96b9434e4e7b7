import { and, asc, desc, eq, inArray, isNotNull, ne, or, isNull } from 'drizzle-orm';
import type { PackingShipment, PackingSlip } from '../../../src/contract/inventory';
import { nsessionBoxes, nsessionBoxItems, nsessionItems, nsessions } from '../../db/schema';
import type { NsessionShipment } from '../../db/schema/nsession';
import type { Executor } from '../../db/database';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { locationsOf } from './locations';
import { byShelf } from './shelfOrder';

/**
 * Packing slips of the plans' shipments (the newer lister flow): a plan's confirmed placement
 * splits its boxes into shipments, each with its confirmation id. A cancelled plan has none to
 * pack. Boxes are numbered as their labels number them: by box number within the shipment.
 */

type PlanRow = Pick<typeof nsessions.$inferSelect, 'id' | 'name' | 'type' | 'placementOptions' | 'placementOptionId' | 'shipments' | 'completedAt' | 'createdAt'>;

const planColumns = {
  id: nsessions.id,
  name: nsessions.name,
  type: nsessions.type,
  placementOptions: nsessions.placementOptions,
  placementOptionId: nsessions.placementOptionId,
  shipments: nsessions.shipments,
  completedAt: nsessions.completedAt,
  createdAt: nsessions.createdAt,
};

/** Each confirmed shipment of the plan with its marketplace shipment (destination, boxes). */
function confirmedShipments(plan: PlanRow) {
  const placement = plan.placementOptions?.find((option) => option.id === plan.placementOptionId);
  return (plan.shipments ?? []).flatMap((confirmed: NsessionShipment, index) => {
    const shipment = placement?.shipments.find((candidate) => candidate.id === confirmed.shipmentId);
    return shipment ? [{ index, confirmed, shipment }] : [];
  });
}

/** Box id to its units of each item, for the boxes named. */
async function boxContents(db: Executor, boxIds: readonly number[]) {
  if (boxIds.length === 0) return [];
  return db
    .select({ boxId: nsessionBoxItems.boxId, number: nsessionBoxes.number, itemId: nsessionBoxItems.itemId, quantity: nsessionBoxItems.quantity })
    .from(nsessionBoxItems)
    .innerJoin(nsessionBoxes, eq(nsessionBoxes.id, nsessionBoxItems.boxId))
    .where(inArray(nsessionBoxItems.boxId, [...boxIds]));
}

function shipmentOf(plan: PlanRow, { index, confirmed, shipment }: ReturnType<typeof confirmedShipments>[number], contents: Awaited<ReturnType<typeof boxContents>>): PackingShipment {
  const inShipment = contents.filter((entry) => shipment.boxIds.includes(entry.boxId));
  return {
    key: `plan-${plan.id}-${shipment.id}`,
    flow: 'PLAN',
    id: plan.id,
    planShipmentId: shipment.id,
    sessionId: plan.id,
    sessionName: plan.name,
    channel: plan.type.toUpperCase(),
    shipmentCode: confirmed.confirmationId,
    name: `Shipment ${index + 1}`,
    destination: shipment.destination,
    // A completed plan's boxes are on their way; until then the marketplace holds the shipment.
    status: plan.completedAt ? 'ACCEPTED' : 'SUBMITTED',
    skus: new Set(inShipment.map((entry) => entry.itemId)).size,
    units: inShipment.reduce((sum, entry) => sum + entry.quantity, 0),
    boxes: shipment.boxIds.length,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** The newest plans' shipments, once their placement is confirmed; none of a cancelled plan. */
export async function planShipments(deps: AppDeps, sellerId: number, limit: number): Promise<PackingShipment[]> {
  const plans = await deps.db
    .select(planColumns)
    .from(nsessions)
    .where(and(eq(nsessions.userId, sellerId), isNotNull(nsessions.placementOptionId), or(isNull(nsessions.planStatus), ne(nsessions.planStatus, 'VOIDED'))))
    .orderBy(desc(nsessions.createdAt), desc(nsessions.id))
    .limit(limit);
  const shipments = plans.map((plan) => ({ plan, confirmed: confirmedShipments(plan) }));
  const contents = await boxContents(deps.db, shipments.flatMap(({ confirmed }) => confirmed.flatMap((entry) => entry.shipment.boxIds)));
  return shipments.flatMap(({ plan, confirmed }) => confirmed.map((entry) => shipmentOf(plan, entry, contents))).slice(0, limit);
}

export async function planPackingSlip(deps: AppDeps, sellerId: number, sessionId: number, shipmentId: string): Promise<PackingSlip> {
  const [plan] = await deps.db
    .select(planColumns)
    .from(nsessions)
    .where(and(eq(nsessions.id, sessionId), eq(nsessions.userId, sellerId)));
  const entry = plan && confirmedShipments(plan).find((candidate) => candidate.shipment.id === shipmentId);
  if (!plan || !entry) throw notFound(`Shipment ${shipmentId}`);
  const contents = await boxContents(deps.db, entry.shipment.boxIds);
  // "Box N" as on the shipment's labels: the shipment's boxes by box number.
  const labelNumber = new Map([...new Set(contents.map((box) => box.number))].sort((a, b) => a - b).map((number, index) => [number, index + 1]));
  const itemIds = [...new Set(contents.map((box) => box.itemId))];
  const items =
    itemIds.length === 0
      ? []
      : await deps.db
          .select({ id: nsessionItems.id, sku: nsessionItems.sku, title: nsessionItems.title, isbn13: nsessionItems.isbn13, condition: nsessionItems.condition })
          .from(nsessionItems)
          .where(inArray(nsessionItems.id, itemIds))
          .orderBy(asc(nsessionItems.id));
  const locations = await locationsOf(deps.db, sellerId, items.map((item) => item.sku));
  const lines = items.map(({ id, ...item }) => {
    const packed = contents.filter((box) => box.itemId === id).sort((a, b) => a.number - b.number);
    return {
      ...item,
      quantity: packed.reduce((sum, box) => sum + box.quantity, 0),
      location: locations.get(item.sku) ?? null,
      boxes: packed.map((box) => ({ number: labelNumber.get(box.number)!, quantity: box.quantity })),
    };
  });
  return { shipment: shipmentOf(plan, entry, contents), lines: lines.sort(byShelf) };
}
