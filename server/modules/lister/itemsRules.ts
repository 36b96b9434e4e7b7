import { and, eq, inArray, sql } from 'drizzle-orm';
import { ITEM_QUANTITY_MAX } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { listingItems, listingShipments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpSession } from './sessionsService';
import { conflict, itemNotFound, ownSession, type ItemRow, type SessionRow } from './shared';

/**
 * The items of an older listing session (spec 3.2, 7.2). Every change runs in a transaction that
 * first locks the session (ownSession with forUpdate), so changes of one session run one after the
 * other; totals are summed from the rows for each reply.
 *
 * Decisions where the spec is silent:
 * - dateUpdated is the database's clock_timestamp() of the change, taken after the session lock, so
 *   within a session it only moves forward and `date` filters miss nothing.
 * - Books are added only to an OPEN session; the details, quantity and prices of items of a
 *   SUBMITTED session may still change, and they may be removed (spec 4), except items whose
 *   shipment is SUBMITTED or ACCEPTED: their box contents went to the marketplace, so their
 *   details, quantity and presence are frozen (409). Their min and max prices may still change:
 *   prices are not part of the shipment.
 * - A scan of a book already in the session in the session's default condition adds the session's
 *   per-scan quantity to that item (INCREASED) and keeps its own prices, note and flags.
 * - An item never holds more than ITEM_QUANTITY_MAX units: an add, move or merge that would pass it
 *   is refused (409).
 * - Changing an item's condition gives it the fnsku of the new condition; its SKU stays (a SKU is
 *   given once and never rewritten).
 * - Lowering the quantity below the packed units takes units out of shipment boxes, highest box
 *   number first, then out of send-to-marketplace boxes, highest number first; a box left empty
 *   stays. Raising it above the packed units of an item in a BOXED shipment puts the shipment back
 *   to BOXING (a BOXED shipment has every unit packed).
 * - Setting hazmatType or hasBattery after the submission does not move the item to another
 *   shipment: take the submission back (removeAll) and submit again for a new split.
 * - The single remove takes an item with its packed units (its reply's item is null); the bulk
 *   remove asks for isBoxed first.
 * - A move merges an item into the target's item with the same fnsku: the target's prices, note and
 *   flags stay, the quantities add up.
 */

export const NOW = sql`clock_timestamp()`;
const FROZEN_SHIPMENT_STATUSES = ['SUBMITTED', 'ACCEPTED'];

export async function ownItem(db: Executor, session: SessionRow, itemId: number): Promise<ItemRow> {
  const [row] = await db
    .select()
    .from(listingItems)
    .where(and(eq(listingItems.id, itemId), eq(listingItems.sessionId, session.id)));
  if (!row) throw itemNotFound();
  return row;
}

/** Refuses changes to items whose shipment's box contents already went to the marketplace. */
export async function requireChangeable(db: Executor, items: readonly ItemRow[]) {
  const shipmentIds = [...new Set(items.map((item) => item.shipmentId).filter((id): id is number => id !== null))];
  if (shipmentIds.length === 0) return;
  const frozen = await db
    .select({ name: listingShipments.name, status: listingShipments.status })
    .from(listingShipments)
    .where(and(inArray(listingShipments.id, shipmentIds), inArray(listingShipments.status, FROZEN_SHIPMENT_STATUSES)));
  const [first] = frozen;
  if (first) {
    throw conflict(`${first.name} is ${first.status}: its box contents went to the marketplace, so its items can no longer change.`);
  }
}

export const tooMany = () => conflict(`An item may hold at most ${ITEM_QUANTITY_MAX} units.`);

/** Runs `change` on the seller's item with its session locked. */
export async function withOwnItem<T>(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  itemId: number,
  change: (tx: Executor, session: SessionRow, item: ItemRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    const item = await ownItem(tx, session, itemId);
    const result = await change(tx, session, item);
    await bumpSession(tx, sessionId);
    return result;
  });
}

export async function setItem(tx: Executor, itemId: number, changes: Partial<ItemRow>): Promise<ItemRow> {
  const [row] = await tx
    .update(listingItems)
    .set({ ...changes, dateUpdated: NOW })
    .where(eq(listingItems.id, itemId))
    .returning();
  return row!;
}
