import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PackingBox, PackingGroupView, PackingOption, PackingState } from '../../../src/contract/nsession';
import type { Executor } from '../../db/database';
import { nsessionBoxItems, nsessionBoxes, nsessionItems } from '../../db/schema';
import { groupView, packingComplete, type PackedItem } from './packingCounts';
import type { NsessionBoxRow, NsessionRow } from './rows';

/** The packed items of a session (or of some SKUs), by fnsku. */
export async function packedItems(db: Executor, sessionId: number, fnskus?: readonly string[]): Promise<Map<string, PackedItem>> {
  const rows = await db
    .select({
      fnsku: nsessionItems.fnsku,
      quantity: nsessionItems.quantity,
      boxed: sql<number>`coalesce((select sum(${nsessionBoxItems.quantity}) from ${nsessionBoxItems} where ${nsessionBoxItems.itemId} = ${nsessionItems.id}), 0)::int`,
    })
    .from(nsessionItems)
    .where(and(eq(nsessionItems.sessionId, sessionId), ...(fnskus ? [inArray(nsessionItems.fnsku, [...fnskus])] : [])));
  return new Map(rows.map((row) => [row.fnsku, row]));
}

export function acceptedOption(session: NsessionRow): PackingOption | undefined {
  return session.packingOptions?.find((option) => option.id === session.packingOptionId);
}

export async function groupViews(db: Executor, session: NsessionRow, option: PackingOption): Promise<PackingGroupView[]> {
  const items = await packedItems(db, session.id);
  return option.groups.map((group) => groupView(group, items));
}

export async function boxViews(db: Executor, boxes: readonly NsessionBoxRow[]): Promise<PackingBox[]> {
  if (boxes.length === 0) return [];
  const contents = await db
    .select({
      boxId: nsessionBoxItems.boxId,
      itemId: nsessionItems.id,
      fnsku: nsessionItems.fnsku,
      title: nsessionItems.title,
      weight: nsessionItems.weight,
      quantity: nsessionBoxItems.quantity,
    })
    .from(nsessionBoxItems)
    .innerJoin(nsessionItems, eq(nsessionItems.id, nsessionBoxItems.itemId))
    .where(inArray(nsessionBoxItems.boxId, boxes.map((box) => box.id)))
    .orderBy(asc(nsessionItems.title), asc(nsessionItems.id));
  return boxes.map((box) => {
    const inBox = contents.filter((entry) => entry.boxId === box.id);
    return {
      idStr: String(box.id),
      name: `Box ${box.number}`,
      number: box.number,
      packingGroupId: box.packingGroupId,
      estimatedWeight: inBox.reduce((sum, entry) => sum + entry.quantity * entry.weight, 0),
      itemQty: inBox.reduce((sum, entry) => sum + entry.quantity, 0),
      items: inBox.map((entry) => ({ itemIdStr: String(entry.itemId), fnsku: entry.fnsku, title: entry.title, quantity: entry.quantity })),
      length: box.length,
      width: box.width,
      height: box.height,
      weight: box.weight,
    };
  });
}

/** Spec 9: box names by number, highest first. */
export async function sessionBoxes(db: Executor, sessionId: number): Promise<NsessionBoxRow[]> {
  return db.select().from(nsessionBoxes).where(eq(nsessionBoxes.sessionId, sessionId)).orderBy(sql`${nsessionBoxes.number} desc`);
}

export async function packingState(db: Executor, session: NsessionRow): Promise<PackingState> {
  const option = acceptedOption(session);
  if (!option) return { groups: [], boxes: [], complete: false };
  const groups = await groupViews(db, session, option);
  return { groups, boxes: await boxViews(db, await sessionBoxes(db, session.id)), complete: packingComplete(groups) };
}
