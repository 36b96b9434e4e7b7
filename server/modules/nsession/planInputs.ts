import { asc, eq, gt, and } from 'drizzle-orm';
import type { PackingOption } from '../../../src/contract/nsession';
import type { Executor } from '../../db/database';
import { nsessionBoxItems, nsessionBoxes, nsessionItems, users } from '../../db/schema';
import type { InboundBox, InboundPlanItem, InboundPlanRef, InboundSource } from '../../marketplace/inbound/inboundMarketplace';
import type { NsessionRow } from './rows';

/** What the marketplace is told of a session: its items and boxes in the marketplace's terms. */

export async function planItems(db: Executor, sessionId: number): Promise<InboundPlanItem[]> {
  const rows = await db
    .select()
    .from(nsessionItems)
    .where(and(eq(nsessionItems.sessionId, sessionId), gt(nsessionItems.quantity, 0)))
    .orderBy(asc(nsessionItems.id));
  return rows.map((row) => ({
    msku: row.sku,
    fnsku: row.fnsku,
    isbn13: row.isbn13,
    quantity: row.quantity,
    weight: row.weight,
    dangerous: row.hazmatType !== null || row.hasBattery,
  }));
}

/** The seller's ship-from address, from their profile. */
export async function planSource(db: Executor, userId: number): Promise<InboundSource> {
  const [seller] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      addressLine1: users.addressLine1,
      addressLine2: users.addressLine2,
      city: users.city,
      state: users.state,
      zip: users.zip,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return seller!;
}

export async function planRef(db: Executor, session: NsessionRow): Promise<InboundPlanRef> {
  return { planId: session.planId ?? '', items: await planItems(db, session.id) };
}

/**
 * The accepted option with each group's units as the plan holds them now: a seller who found fewer
 * copies while packing (unboxed-qty) has told the marketplace so; SKUs left with no units drop out.
 */
export function optionAsPlanned(option: PackingOption, items: readonly InboundPlanItem[]): PackingOption {
  const quantities = new Map(items.map((item) => [item.fnsku, item.quantity]));
  return {
    ...option,
    groups: option.groups.map((group) => ({
      ...group,
      items: group.items.flatMap((entry) => {
        const quantity = quantities.get(entry.fnsku) ?? 0;
        return quantity > 0 ? [{ fnsku: entry.fnsku, quantity }] : [];
      }),
    })),
  };
}

export async function boxesForMarketplace(db: Executor, sessionId: number): Promise<InboundBox[]> {
  const boxes = await db.select().from(nsessionBoxes).where(eq(nsessionBoxes.sessionId, sessionId)).orderBy(asc(nsessionBoxes.number));
  const contents = await db
    .select({ boxId: nsessionBoxItems.boxId, fnsku: nsessionItems.fnsku, quantity: nsessionBoxItems.quantity })
    .from(nsessionBoxItems)
    .innerJoin(nsessionItems, eq(nsessionItems.id, nsessionBoxItems.itemId))
    .where(eq(nsessionItems.sessionId, sessionId))
    .orderBy(asc(nsessionItems.id));
  return boxes.map((box) => ({
    id: box.id,
    number: box.number,
    packingGroupId: box.packingGroupId,
    items: contents.filter((entry) => entry.boxId === box.id).map(({ fnsku, quantity }) => ({ fnsku, quantity })),
    weight: box.weight,
    length: box.length,
    width: box.width,
    height: box.height,
  }));
}
