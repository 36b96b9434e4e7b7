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

/** Units of the item in its own shipment's boxes, for use inside a WHERE. */
const boxedInShipment = sql<number>`coalesce((
  select sum(${boxItems.quantity}) from ${boxItems}
  inner join ${shipmentBoxes} on ${shipmentBoxes.id} = ${boxItems.boxId}
  where ${boxItems.itemId} = ${listingItems.id} and ${shipmentBoxes.shipmentId} = ${listingItems.shipmentId}
), 0)`;

/**
 * The boxing screen's list (spec 3.2 "unpacked items page"): the shipment's items with units left
 * to pack, newest change first, paged by the seek cursor. totalSize counts every such item that
 * matches the search, not only this page.
 */
export async function unpackedItems(deps: AppDeps, userId: number, sessionId: number, query: UnpackedQuery): Promise<UnpackedPage> {
  const session = await ownSession(deps.db, userId, sessionId);
  const shipment = await ownShipment(deps.db, session, query.shipmentId);
  const left = and(eq(listingItems.shipmentId, shipment.id), gt(listingItems.quantity, boxedInShipment), itemSearch(query.searchText));
  const pageSize = query.pageSize ?? SESSION_ITEMS_PAGE_SIZE;
  const rows = await deps.db
    .select()
    .from(listingItems)
    .where(and(left, afterCursor(query.seekId)))
    .orderBy(desc(listingItems.dateUpdated), desc(listingItems.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const [total] = await deps.db.select({ count: count() }).from(listingItems).where(left);
  return {
    content: await unpackedViews(deps.db, page),
    nextSeekId: rows.length > pageSize ? seekIdOf(page.at(-1)!) : null,
    totalSize: total!.count,
  };
}
