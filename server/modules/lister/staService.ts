import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StaBox, StaBoxResult } from '../../../src/contract';
import { ErrorCode } from '../../../src/contract';
import type { Executor } from '../../db/database';
import { listingItems, listingSessions, staBoxes, staBoxItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalidInput } from '../../http/appError';
import { boxName } from './boxingViews';
import { boxNotFound, conflict, itemNotFound, ownSession, restrictedItem, sessionSummary, touchItems, type ItemRow, type SessionRow } from './shared';

/**
 * Send-to-marketplace boxes (spec 7.2 lister/sta): the open session's items packed before the
 * plan. An excluded entry keeps its units in the box and in every count (they are still physically
 * packed); the flag only tells the plan to leave the item out. Writes need an OPEN session and
 * take its lock; reads answer in any status.
 */

type StaBoxRow = typeof staBoxes.$inferSelect;

async function ownStaBox(db: Executor, session: SessionRow, boxId: number): Promise<StaBoxRow> {
  const [row] = await db.select().from(staBoxes).where(and(eq(staBoxes.id, boxId), eq(staBoxes.sessionId, session.id)));
  if (!row) throw boxNotFound();
  return row;
}

async function boxContents(db: Executor, boxIds: readonly number[]) {
  if (boxIds.length === 0) return [];
  return db
    .select({ boxId: staBoxItems.boxId, quantity: staBoxItems.quantity, excluded: staBoxItems.excluded, item: listingItems })
    .from(staBoxItems)
    .innerJoin(listingItems, eq(listingItems.id, staBoxItems.itemId))
    .where(inArray(staBoxItems.boxId, [...boxIds]))
    .orderBy(desc(listingItems.dateUpdated), desc(listingItems.id));
}

type Content = Awaited<ReturnType<typeof boxContents>>[number];

function toStaBox(box: StaBoxRow, contents: readonly Content[]): StaBox {
  const inBox = contents.filter((row) => row.boxId === box.id);
  const itemQty = inBox.reduce((total, row) => total + row.quantity, 0);
  return {
    id: box.id,
    name: boxName(box.number),
    number: box.number,
    itemQty,
    estimatedWeight: inBox.reduce((total, row) => total + row.quantity * row.item.weight, 0),
    empty: itemQty === 0,
  };
}

async function boxResult(db: Executor, box: StaBoxRow): Promise<StaBoxResult> {
  const contents = await boxContents(db, [box.id]);
  const view = toStaBox(box, contents);
  const [total] = await db
    .select({ quantity: sql<number>`coalesce(sum(${staBoxItems.quantity}), 0)`.mapWith(Number) })
    .from(staBoxItems)
    .innerJoin(staBoxes, eq(staBoxes.id, staBoxItems.boxId))
    .where(eq(staBoxes.sessionId, box.sessionId));
  return {
    box: view,
    items: contents.map((row) => ({
      id: row.item.id,
      inBoxQuantity: row.quantity,
      excluded: row.excluded,
      bookDetail: { title: row.item.title, isbn13: row.item.isbn13, weight: row.item.weight },
      minPrice: row.item.minPrice,
      maxPrice: row.item.maxPrice,
    })),
    totalListingQty: total!.quantity,
    estimatedWeight: view.estimatedWeight,
    itemQty: view.itemQty,
    empty: view.empty,
  };
}

export async function listStaBoxes(deps: AppDeps, userId: number, sessionId: number): Promise<StaBox[]> {
  const session = await ownSession(deps.db, userId, sessionId);
  const boxes = await deps.db.select().from(staBoxes).where(eq(staBoxes.sessionId, session.id)).orderBy(desc(staBoxes.number));
  const contents = await boxContents(deps.db, boxes.map((box) => box.id));
  return boxes.map((box) => toStaBox(box, contents));
}

export async function getStaBox(deps: AppDeps, userId: number, sessionId: number, boxId: number): Promise<StaBoxResult> {
  const session = await ownSession(deps.db, userId, sessionId);
  return boxResult(deps.db, await ownStaBox(deps.db, session, boxId));
}

/** Runs `change` with the seller's session locked and checked to be OPEN. */
function whileOpen<T>(deps: AppDeps, userId: number, sessionId: number, change: (tx: Executor, session: SessionRow) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    const session = await ownSession(tx, userId, sessionId, true);
    if (session.status !== 'OPEN') {
      throw conflict(`The session is ${session.status}: send-to-marketplace boxes can change only while it is OPEN.`);
    }
    return change(tx, session);
  });
}

export const createStaBox = (deps: AppDeps, userId: number, sessionId: number) =>
  whileOpen(deps, userId, sessionId, async (tx, session) => {
    const [counter] = await tx
      .update(listingSessions)
      .set({ nextStaBoxNumber: sql`${listingSessions.nextStaBoxNumber} + 1` })
      .where(eq(listingSessions.id, session.id))
      .returning({ next: listingSessions.nextStaBoxNumber });
    const [row] = await tx.insert(staBoxes).values({ sessionId: session.id, userId, number: counter!.next - 1 }).returning();
    return toStaBox(row!, []);
  });

export const removeStaBox = (deps: AppDeps, userId: number, sessionId: number, boxId: number) =>
  whileOpen(deps, userId, sessionId, async (tx, session) => {
    await ownStaBox(tx, session, boxId);
    const packed = await tx.select({ itemId: staBoxItems.itemId }).from(staBoxItems).where(eq(staBoxItems.boxId, boxId));
    await tx.delete(staBoxes).where(eq(staBoxes.id, boxId));
    await touchItems(tx, packed.map((row) => row.itemId));
    return sessionSummary(tx, session.id);
  });

async function ownItem(tx: Executor, session: SessionRow, itemId: number): Promise<ItemRow> {
  const [item] = await tx.select().from(listingItems).where(and(eq(listingItems.id, itemId), eq(listingItems.sessionId, session.id)));
  if (!item) throw itemNotFound();
  return item;
}

/** Units of the item in the session's other boxes than `boxId`. */
async function packedElsewhere(tx: Executor, itemId: number, boxId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${staBoxItems.quantity}), 0)`.mapWith(Number) })
    .from(staBoxItems)
    .where(and(eq(staBoxItems.itemId, itemId), ne(staBoxItems.boxId, boxId)));
  return row!.quantity;
}

async function entryOf(tx: Executor, box: StaBoxRow, itemId: number) {
  const [entry] = await tx.select().from(staBoxItems).where(and(eq(staBoxItems.boxId, box.id), eq(staBoxItems.itemId, itemId)));
  return entry;
}

const notInBox = (box: StaBoxRow) => new AppError(404, ErrorCode.NOT_FOUND, `The item is not in ${boxName(box.number)}.`);

/** Units of the item this box may hold: its quantity less what other boxes hold. */
async function roomFor(tx: Executor, item: ItemRow, box: StaBoxRow): Promise<number> {
  return item.quantity - (await packedElsewhere(tx, item.id, box.id));
}

/** Changes one entry of one box with the session locked; answers the box and the session totals. */
function changeEntry(
  deps: AppDeps,
  where: { userId: number; sessionId: number; boxId: number; itemId: number },
  change: (tx: Executor, box: StaBoxRow, item: ItemRow) => Promise<void>,
) {
  return whileOpen(deps, where.userId, where.sessionId, async (tx, session) => {
    const box = await ownStaBox(tx, session, where.boxId);
    const item = await ownItem(tx, session, where.itemId);
    await change(tx, box, item);
    await touchItems(tx, [item.id]);
    return { boxResult: await boxResult(tx, box), sessionSummary: await sessionSummary(tx, session.id) };
  });
}

type EntryWhere = Parameters<typeof changeEntry>[1];

export const addStaItem = (deps: AppDeps, where: Omit<EntryWhere, 'itemId'>, body: { itemId: number; qty: number }) =>
  changeEntry(deps, { ...where, itemId: body.itemId }, async (tx, box, item) => {
    if (item.restricted) throw restrictedItem();
    const left = Math.max(0, (await roomFor(tx, item, box)) - ((await entryOf(tx, box, item.id))?.quantity ?? 0));
    if (body.qty > left) throw invalidInput(`qty is more than is left to pack: ${left} of ${item.quantity} left.`);
    await tx
      .insert(staBoxItems)
      .values({ boxId: box.id, itemId: item.id, quantity: body.qty })
      .onConflictDoUpdate({ target: [staBoxItems.boxId, staBoxItems.itemId], set: { quantity: sql`${staBoxItems.quantity} + excluded.quantity` } });
  });

export const setStaItemQty = (deps: AppDeps, where: EntryWhere, qty: number) =>
  changeEntry(deps, where, async (tx, box, item) => {
    if (!(await entryOf(tx, box, item.id))) throw notInBox(box);
    const room = await roomFor(tx, item, box);
    if (qty > room) throw invalidInput(`qty is more than the item has unpacked: at most ${Math.max(0, room)} can be in ${boxName(box.number)}.`);
    await tx.update(staBoxItems).set({ quantity: qty }).where(and(eq(staBoxItems.boxId, box.id), eq(staBoxItems.itemId, item.id)));
  });

export const removeStaItem = (deps: AppDeps, where: EntryWhere) =>
  changeEntry(deps, where, async (tx, box, item) => {
    if (!(await entryOf(tx, box, item.id))) throw notInBox(box);
    await tx.delete(staBoxItems).where(and(eq(staBoxItems.boxId, box.id), eq(staBoxItems.itemId, item.id)));
  });

export const excludeStaItem = (deps: AppDeps, where: EntryWhere) =>
  changeEntry(deps, where, async (tx, box, item) => {
    if (!(await entryOf(tx, box, item.id))) throw notInBox(box);
    await tx.update(staBoxItems).set({ excluded: true }).where(and(eq(staBoxItems.boxId, box.id), eq(staBoxItems.itemId, item.id)));
  });
