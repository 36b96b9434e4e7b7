import { and, eq, inArray, ne } from 'drizzle-orm';
import { ITEM_QUANTITY_MAX, type AddItemInput } from '../../../src/contract';
import { allOffers } from '../../../src/contract/bookzy/catalog';
import type { NsessionAddReply, NsessionItemEdit, NsessionItemReply, NsessionTotals } from '../../../src/contract/nsession';
import type { Executor } from '../../db/database';
import { nsessionItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict } from '../lister/shared';
import { NOW, tooMany } from '../lister/itemsRules';
import { bookColumns, scannedBook } from '../lister/scannedBook';
import { takeSku } from '../lister/sessionsService';
import { boxedQuantities, bumpNsession, itemView, nsessionTotals, ownItem, ownNsession, type NsessionItemRow } from './rows';
import { requireStage } from './stage';

/**
 * The items of a newer-flow session. Every change locks the session first (ownNsession with
 * forUpdate), so changes of one session run in turn.
 *
 * Decisions where the spec is silent:
 * - Books are added, removed, and their quantity and condition changed, only while the session is
 *   being scanned: after that the marketplace holds the plan. Prices, min, max, fixed price, cost
 *   and the condition note are Folio's own and may change at any step.
 * - While packing, unboxed-qty says how many units are still to box: the item keeps its boxed
 *   units plus that many (0 leaves the rest out of the plan; a restricted book is left out so).
 * - Scanning a book already in the session in the session's default condition adds the session's
 *   per-scan quantity to it (INCREASED).
 * - A min above the max, on any change, is refused with both values named.
 */

async function reply(db: Executor, row: NsessionItemRow): Promise<NsessionItemReply> {
  return { item: await itemView(db, row), totals: await nsessionTotals(db, row.sessionId) };
}

function requireBounds(min: number | null, max: number | null) {
  if (min !== null && max !== null && min > max) {
    throw conflict(`The min price (${(min / 100).toFixed(2)}) must not be above the max price (${(max / 100).toFixed(2)}).`);
  }
}

export async function addNsessionItem(deps: AppDeps, userId: number, sessionId: number, input: AddItemInput): Promise<NsessionAddReply> {
  requireStage(await ownNsession(deps.db, userId, sessionId), ['SCANNING'], 'adding books');
  const scanned = await scannedBook(deps, userId, input);
  if (scanned.kind === 'MULTIPLE') {
    return { outcome: 'MULTIPLE', item: null, candidates: scanned.candidates, totals: await nsessionTotals(deps.db, sessionId) };
  }
  const { book } = scanned.edition;
  await deps.marketplace.prepare();
  return deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['SCANNING'], 'adding books');
    const condition = session.defaultCondition;
    const { fnsku, sku: listedSku } = await deps.marketplace.inboundListing(userId, book.asin, condition);
    const [existing] = await tx
      .select()
      .from(nsessionItems)
      .where(and(eq(nsessionItems.sessionId, sessionId), eq(nsessionItems.fnsku, fnsku)));
    let row: NsessionItemRow;
    if (existing) {
      const quantity = existing.quantity + session.defaultQuantity;
      if (quantity > ITEM_QUANTITY_MAX) throw tooMany();
      [row] = (await tx.update(nsessionItems).set({ quantity, dateUpdated: NOW }).where(eq(nsessionItems.id, existing.id)).returning()) as [NsessionItemRow];
    } else {
      const sku = listedSku ?? (await takeSku(tx, userId, 'FBA', condition, deps.clock()));
      [row] = (await tx
        .insert(nsessionItems)
        .values({
          sessionId,
          userId,
          ...bookColumns(scanned.edition, scanned.terms),
          salesRank: book.salesRank,
          offerCount: allOffers(book),
          fnsku,
          sku,
          condition,
          quantity: session.defaultQuantity,
          minPrice: session.defaultMinPrice,
          maxPrice: session.defaultMaxPrice,
          conditionNote: session.defaultConditionNote,
          dateUpdated: NOW,
        })
        .returning()) as [NsessionItemRow];
    }
    await bumpNsession(tx, sessionId);
    return {
      outcome: existing ? 'INCREASED' : 'ADDED',
      item: await itemView(tx, row),
      candidates: scanned.candidates,
      totals: await nsessionTotals(tx, sessionId),
    };
  });
}

export async function editNsessionItem(deps: AppDeps, userId: number, sessionId: number, itemId: number, edit: NsessionItemEdit): Promise<NsessionItemReply> {
  // A new condition is a new listing, asked of the marketplace inside the transaction.
  if (edit.condition !== undefined) await deps.marketplace.prepare();
  return deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    const item = await ownItem(tx, session, itemId);
    const changes: Partial<typeof nsessionItems.$inferInsert> = {};
    if ((edit.quantity !== undefined && edit.quantity !== item.quantity) || (edit.condition !== undefined && edit.condition !== item.condition)) {
      requireStage(session, ['SCANNING'], 'changing a quantity or a condition');
    }
    if (edit.quantity !== undefined) changes.quantity = edit.quantity;
    if (edit.condition !== undefined && edit.condition !== item.condition) {
      const { fnsku, sku: listedSku } = await deps.marketplace.inboundListing(userId, item.asin, edit.condition);
      const [twin] = await tx
        .select({ id: nsessionItems.id })
        .from(nsessionItems)
        .where(and(eq(nsessionItems.sessionId, sessionId), eq(nsessionItems.fnsku, fnsku), ne(nsessionItems.id, itemId)));
      if (twin) throw conflict('This book is already in the session in that condition: change that item’s quantity instead.');
      // On a real marketplace the item becomes the seller's listing in that condition.
      Object.assign(changes, { condition: edit.condition, fnsku, ...(listedSku ? { sku: listedSku } : {}) });
    }
    if (edit.conditionNote !== undefined) changes.conditionNote = edit.conditionNote || null;
    if (edit.price !== undefined) changes.price = edit.price;
    if (edit.min !== undefined) changes.minPrice = edit.min;
    if (edit.max !== undefined) changes.maxPrice = edit.max;
    if (edit.fixedPrice !== undefined) changes.fixedPrice = edit.fixedPrice;
    if (edit.costPerUnit !== undefined) changes.costPerUnit = edit.costPerUnit;
    requireBounds(changes.minPrice !== undefined ? changes.minPrice : item.minPrice, changes.maxPrice !== undefined ? changes.maxPrice : item.maxPrice);
    const [row] = await tx.update(nsessionItems).set({ ...changes, dateUpdated: NOW }).where(eq(nsessionItems.id, itemId)).returning();
    await bumpNsession(tx, sessionId);
    return reply(tx, row!);
  });
}

export async function setNsessionMinMax(deps: AppDeps, userId: number, sessionId: number, itemId: number, min: number | null, max: number | null) {
  return editNsessionItem(deps, userId, sessionId, itemId, { min, max });
}

export async function removeNsessionItems(deps: AppDeps, userId: number, sessionId: number, itemIds: readonly number[]): Promise<NsessionTotals> {
  return deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['SCANNING'], 'removing books');
    const removed = await tx
      .delete(nsessionItems)
      .where(and(eq(nsessionItems.sessionId, sessionId), inArray(nsessionItems.id, [...itemIds])))
      .returning({ id: nsessionItems.id });
    if (removed.length < new Set(itemIds).size) throw conflict('Some of these items are not in the session: reload it and try again.');
    await bumpNsession(tx, sessionId);
    return nsessionTotals(tx, sessionId);
  });
}

export async function setUnboxedQty(deps: AppDeps, userId: number, sessionId: number, itemId: number, newUnboxedQty: number): Promise<NsessionItemReply> {
  return deps.db.transaction(async (tx) => {
    const session = await ownNsession(tx, userId, sessionId, true);
    requireStage(session, ['PACKING'], 'changing the units still to box');
    const item = await ownItem(tx, session, itemId);
    const boxed = (await boxedQuantities(tx, [itemId])).get(itemId) ?? 0;
    const quantity = boxed + newUnboxedQty;
    if (quantity > ITEM_QUANTITY_MAX) throw tooMany();
    if (quantity > item.quantity) throw conflict(`The plan holds ${item.quantity} of this book: more units cannot be added while packing.`);
    const [row] = await tx.update(nsessionItems).set({ quantity, dateUpdated: NOW }).where(eq(nsessionItems.id, itemId)).returning();
    await bumpNsession(tx, sessionId);
    return reply(tx, row!);
  });
}
