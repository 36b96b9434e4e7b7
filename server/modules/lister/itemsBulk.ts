import { and, eq, inArray } from 'drizzle-orm';
import { ITEM_QUANTITY_MAX, type BulkRemoveInput } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, listingSessions, shipmentBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { bumpSession, requireOpen } from './sessionsService';
import {
  boxNotFound,
  boxedQuantities,
  conflict,
  itemNotFound,
  ownSession,
  sessionNotFound,
  sessionSummary,
  type ItemRow,
} from './shared';
import { requireChangeable, setItem, tooMany } from './itemsRules';

/** Changes to several items at once: the bulk removal and the move to another session. */

/** The session's items with these ids, all of them or 404 (an id of another session or seller is unknown here). */
async function sessionItems(tx: Executor, sessionId: number, itemIds: readonly number[]): Promise<ItemRow[]> {
  const ids = [...new Set(itemIds)];
  const rows = await tx
    .select()
    .from(listingItems)
    .where(and(eq(listingItems.sessionId, sessionId), inArray(listingItems.id, ids)));
  if (rows.length !== ids.length) throw itemNotFound();
  return rows;
}

export async function removeItems(deps: AppDeps, userId: number, sessionId: number, input: BulkRemoveInput) {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    let rows: ItemRow[];
    if (input.boxSelectionType === 'SELECTED') {
      if (!input.itemIds?.length) throw invalidInput('itemIds must list at least one item when boxSelectionType is SELECTED.');
      rows = await sessionItems(tx, session.id, input.itemIds);
    } else {
      if (input.boxId === undefined) throw invalidInput('boxId is required when boxSelectionType is ALL_IN_BOX.');
      const [box] = await tx
        .select({ id: shipmentBoxes.id })
        .from(shipmentBoxes)
        .where(and(eq(shipmentBoxes.id, input.boxId), eq(shipmentBoxes.sessionId, session.id)));
      if (!box) throw boxNotFound();
      rows = await tx
        .select()
        .from(listingItems)
        .where(
          and(
            eq(listingItems.sessionId, session.id),
            inArray(listingItems.id, tx.select({ itemId: boxItems.itemId }).from(boxItems).where(eq(boxItems.boxId, box.id))),
          ),
        );
    }
    await requireChangeable(tx, rows);
    const boxed = await boxedQuantities(tx, rows.map((row) => row.id));
    const packed = rows.filter((row) => (boxed.get(row.id) ?? 0) > 0).length;
    if (packed > 0 && !input.isBoxed) {
      throw conflict(
        `${packed === 1 ? '1 item has' : `${packed} items have`} units packed in boxes: confirm (isBoxed) to remove them with their packed units.`,
      );
    }
    if (rows.length > 0) {
      await tx.delete(listingItems).where(inArray(listingItems.id, rows.map((row) => row.id)));
      await bumpSession(tx, session.id);
    }
    return { removed: rows.length, sessionSummary: await sessionSummary(tx, session.id) };
  });
}

/** Moves unpacked items of an open session to another open session of the same seller and channel. */
export async function moveItems(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  input: { itemIds: number[]; targetSessionId: number },
) {
  return deps.db.transaction(async (tx) => {
    // Both sessions are locked in id order, so two opposite moves cannot wait on each other.
    const locked = await tx
      .select()
      .from(listingSessions)
      .where(and(eq(listingSessions.userId, userId), inArray(listingSessions.id, [sessionId, input.targetSessionId])))
      .orderBy(listingSessions.id)
      .for('update');
    const source = locked.find((row) => row.id === sessionId);
    if (!source) throw sessionNotFound();
    if (input.targetSessionId === sessionId) throw invalidInput('targetSessionId must be another session.');
    const target = locked.find((row) => row.id === input.targetSessionId);
    if (!target) throw notFound('The target session');
    requireOpen(source, 'items are moved');
    if (target.channel !== source.channel) {
      throw invalidInput(`targetSessionId must be a session of the same channel (${source.channel}).`);
    }
    if (target.status !== 'OPEN') throw conflict(`The target session is ${target.status}: items move only into an OPEN session.`);
    const rows = await sessionItems(tx, source.id, input.itemIds);
    const boxed = await boxedQuantities(tx, rows.map((row) => row.id));
    const packed = rows.filter((row) => (boxed.get(row.id) ?? 0) > 0).length;
    if (packed > 0) {
      throw conflict(`Only unpacked items can move: ${packed === 1 ? '1 of them has' : `${packed} of them have`} units in boxes.`);
    }
    const clashes = await tx
      .select()
      .from(listingItems)
      .where(and(eq(listingItems.sessionId, target.id), inArray(listingItems.fnsku, rows.map((row) => row.fnsku))));
    for (const row of rows) {
      const clash = clashes.find((each) => each.fnsku === row.fnsku);
      if (clash) {
        const quantity = clash.quantity + row.quantity;
        if (quantity > ITEM_QUANTITY_MAX) throw tooMany();
        await tx.delete(listingItems).where(eq(listingItems.id, row.id));
        await setItem(tx, clash.id, { quantity });
        clash.quantity = quantity;
      } else {
        await setItem(tx, row.id, { sessionId: target.id });
      }
    }
    await bumpSession(tx, source.id);
    await bumpSession(tx, target.id);
    return { sessionSummary: await sessionSummary(tx, source.id), targetSessionSummary: await sessionSummary(tx, target.id) };
  });
}
