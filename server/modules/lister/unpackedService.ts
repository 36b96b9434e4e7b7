import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { SESSION_ITEMS_PAGE_SIZE, type UnpackedPage } from '../../../src/contract';
import { boxItems, listingItems, shipmentBoxes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { itemSearch, unpackedViews } from './boxingViews';
import { afterCursor, ownSession, ownShipment, seekIdOf } from './shared';

export interface UnpackedQuery {
  shipmentId: number;
  searchText?: string | undefined;
  seekId?: string | undefined;
  pageSize?: number | undefined;
}

/**
 * Units of each item of the shipment in the shipment's boxes, summed once for the query (a handful
 * of boxes' rows) rather than once per item in the WHERE: a 500-item shipment asked that 1,000 times.
 */
function boxedUnits(db: AppDeps['db'], shipmentId: number) {
  return db.$with('boxed').as(
    db
      .select({ itemId: boxItems.itemId, units: sql<number>`sum(${boxItems.quantity})`.as('units') })
      .from(boxItems)
      .innerJoin(shipmentBoxes, eq(shipmentBoxes.id, boxItems.boxId))
      .where(eq(shipmentBoxes.shipmentId, shipmentId))
      .groupBy(boxItems.itemId),
  );
}

/**
 * The boxing screen's list (spec 3.2 "unpacked items page"): the shipment's items with units left
 * to pack, newest change first, paged by the seek cursor. totalSize counts every such item that
 * matches the search, not only this page.
 */
export async function unpackedItems(deps: AppDeps, userId: number, sessionId: number, query: UnpackedQuery): Promise<UnpackedPage> {
  const session = await ownSession(deps.db, userId, sessionId);
  const shipment = await ownShipment(deps.db, session, query.shipmentId);
  const boxed = boxedUnits(deps.db, shipment.id);
  const left = and(eq(listingItems.shipmentId, shipment.id), gt(listingItems.quantity, sql`coalesce(${boxed.units}, 0)`), itemSearch(query.searchText));
  const pageSize = query.pageSize ?? SESSION_ITEMS_PAGE_SIZE;
  const rows = await deps.db
    .with(boxed)
    .select({ item: listingItems })
    .from(listingItems)
    .leftJoin(boxed, eq(boxed.itemId, listingItems.id))
    .where(and(left, afterCursor(query.seekId)))
    .orderBy(desc(listingItems.dateUpdated), desc(listingItems.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize).map((row) => row.item);
  const [total] = await deps.db.with(boxed).select({ count: count() }).from(listingItems).leftJoin(boxed, eq(boxed.itemId, listingItems.id)).where(left);
  return {
    content: await unpackedViews(deps.db, page),
    nextSeekId: rows.length > pageSize ? seekIdOf(page.at(-1)!) : null,
    totalSize: total!.count,
  };
}
