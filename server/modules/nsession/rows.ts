import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Nsession, NsessionItem, NsessionOperation, NsessionSummary, NsessionTotals, NsessionType } from '../../../src/contract/nsession';
import type { ListingCondition } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { nsessionBoxItems, nsessionBoxes, nsessionItems, nsessionOperations, nsessions } from '../../db/schema';
import { notFound } from '../../http/appError';
import { stageOf, withExpiry } from './stage';

/**
 * What the newer flow's services share: the owner check with its lock, and the views of sessions
 * and items. Totals are summed from the rows for each reply, never stored.
 */

export type NsessionRow = typeof nsessions.$inferSelect;
export type NsessionItemRow = typeof nsessionItems.$inferSelect;
export type NsessionBoxRow = typeof nsessionBoxes.$inferSelect;

export const nsessionNotFound = () => notFound('The session');
export const nsessionItemNotFound = () => notFound('The item');
export const nsessionBoxNotFound = () => notFound('The box');

/**
 * The seller's session, locked for the rest of the transaction when `forUpdate`: every change of a
 * session, its items or its boxes takes this lock first, so changes of one session run in turn.
 */
export async function ownNsession(db: Executor, userId: number, sessionId: number, forUpdate = false): Promise<NsessionRow> {
  const query = db
    .select()
    .from(nsessions)
    .where(and(eq(nsessions.id, sessionId), eq(nsessions.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw nsessionNotFound();
  return row;
}

export async function ownItem(db: Executor, session: NsessionRow, itemId: number): Promise<NsessionItemRow> {
  const [row] = await db
    .select()
    .from(nsessionItems)
    .where(and(eq(nsessionItems.id, itemId), eq(nsessionItems.sessionId, session.id)));
  if (!row) throw nsessionItemNotFound();
  return row;
}

export async function bumpNsession(db: Executor, sessionId: number, changes: Partial<typeof nsessions.$inferInsert> = {}) {
  const [row] = await db
    .update(nsessions)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(eq(nsessions.id, sessionId))
    .returning();
  return row!;
}

export async function nsessionTotals(db: Executor, sessionId: number): Promise<NsessionTotals> {
  const [row] = await db
    .select({
      itemQty: sql<number>`coalesce(sum(${nsessionItems.quantity}), 0)::int`,
      skuQty: sql<number>`count(*) filter (where ${nsessionItems.quantity} > 0)::int`,
      weight: sql<number>`coalesce(sum(${nsessionItems.quantity} * ${nsessionItems.weight}), 0)::int`,
    })
    .from(nsessionItems)
    .where(eq(nsessionItems.sessionId, sessionId));
  return row!;
}

/** Units of each item in boxes. */
export async function boxedQuantities(db: Executor, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: nsessionBoxItems.itemId, quantity: sum(nsessionBoxItems.quantity).mapWith(Number) })
    .from(nsessionBoxItems)
    .where(inArray(nsessionBoxItems.itemId, [...itemIds]))
    .groupBy(nsessionBoxItems.itemId);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

export function toNsessionItem(row: NsessionItemRow, boxedQty: number): NsessionItem {
  return {
    idStr: String(row.id),
    asin: row.asin,
    isbn13: row.isbn13,
    title: row.title,
    author: row.author,
    fnsku: row.fnsku,
    sku: row.sku,
    condition: row.condition as ListingCondition,
    conditionNote: row.conditionNote,
    quantity: row.quantity,
    price: row.price,
    min: row.minPrice,
    max: row.maxPrice,
    fixedPrice: row.fixedPrice,
    costPerUnit: row.costPerUnit,
    boxedQty,
    restricted: row.restricted,
    hazmatType: row.hazmatType as NsessionItem['hazmatType'],
    hasBattery: row.hasBattery,
    weight: row.weight,
    salesRank: row.salesRank,
    offerCount: row.offerCount,
    dateUpdated: row.dateUpdated.toISOString(),
  };
}

export async function itemView(db: Executor, row: NsessionItemRow): Promise<NsessionItem> {
  const boxed = await boxedQuantities(db, [row.id]);
  return toNsessionItem(row, boxed.get(row.id) ?? 0);
}

export function summaryOf(row: NsessionRow, totals: NsessionTotals): NsessionSummary {
  return {
    idStr: String(row.id),
    type: row.type as NsessionType,
    name: row.name,
    ...totals,
    stage: stageOf(row),
    planStatus: row.planStatus as NsessionSummary['planStatus'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function operationView(row: typeof nsessionOperations.$inferSelect): NsessionOperation {
  return {
    kind: row.kind,
    status: row.status as NsessionOperation['status'],
    problems: row.problems,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The whole session as each step's screen reads it. */
export async function nsessionView(db: Executor, row: NsessionRow, now: Date): Promise<Nsession> {
  const totals = await nsessionTotals(db, row.id);
  const [operation] = await db
    .select()
    .from(nsessionOperations)
    .where(eq(nsessionOperations.sessionId, row.id))
    // One still running comes first (a placement's carriers are quoted by several at once), else the newest.
    .orderBy(sql`(${nsessionOperations.status} = 'IN_PROGRESS') desc`, sql`${nsessionOperations.id} desc`)
    .limit(1);
  const placementOptions = withExpiry(row.placementOptions, now);
  const placed = placementOptions.find((option) => option.id === row.placementOptionId);
  return {
    ...summaryOf(row, totals),
    settings: {
      defaultCondition: row.defaultCondition as ListingCondition,
      defaultConditionNote: row.defaultConditionNote,
      defaultMinPrice: row.defaultMinPrice,
      defaultMaxPrice: row.defaultMaxPrice,
      defaultQuantity: row.defaultQuantity,
    },
    planId: row.planId,
    packingOptionIdStr: row.packingOptionId,
    packedAt: row.packedAt?.toISOString() ?? null,
    placementOptions,
    transportOptions: row.transportOptions ?? [],
    placementOptionIdStr: row.placementOptionId,
    shipments: (row.shipments ?? []).map((shipment) => {
      const placedShipment = placed?.shipments.find((candidate) => candidate.id === shipment.shipmentId);
      return {
        ...shipment,
        destination: placedShipment?.destination ?? '',
        boxIds: placedShipment?.boxIds ?? [],
        units: placedShipment?.units ?? 0,
        weight: placedShipment?.weight ?? 0,
      };
    }),
    operation: operation ? operationView(operation) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
