import { and, desc, eq, gte, ilike, or } from 'drizzle-orm';
import {
  SESSION_ITEMS_PAGE_SIZE,
  type AddOutcome,
  type BookCandidate,
  type ItemChangeReply,
  type ItemPage,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { listingItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { containsPattern } from './sessionsService';
import {
  afterCursor,
  ownSession,
  seekIdOf,
  sessionSummary,
  toListingItems,
  type ItemRow,
} from './shared';

/** Lists of a session's items (spec 9: newest dateUpdated first, seek-paged by nextSeekId). */

export interface ListQuery {
  seekId?: string | undefined;
  date?: string | undefined;
  searchText?: string | undefined;
  pageSize?: number | undefined;
}

/** The last millisecond of 9999, the latest instant the database reads back from text. */
const LATEST_MILLIS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A date the database can read back (year 1 to 9999): nothing lies outside, so filters answer the same. */
const clampDate = (date: Date) => new Date(Math.max(EARLIEST_MILLIS, Math.min(date.getTime(), LATEST_MILLIS)));
const EARLIEST_MILLIS = Date.UTC(1970, 0, 1);

/** A page of a session's items, newest change first, seek-paged by (dateUpdated, id). */
export async function itemPage(db: Executor, sessionId: number, query: ListQuery = {}): Promise<ItemPage> {
  const pageSize = query.pageSize ?? SESSION_ITEMS_PAGE_SIZE;
  const pattern = query.searchText ? containsPattern(query.searchText) : undefined;
  const rows = await db
    .select()
    .from(listingItems)
    .where(
      and(
        eq(listingItems.sessionId, sessionId),
        query.date ? gte(listingItems.dateUpdated, clampDate(new Date(query.date))) : undefined,
        pattern
          ? or(
              ilike(listingItems.title, pattern),
              ilike(listingItems.isbn13, pattern),
              ilike(listingItems.sku, pattern),
              ilike(listingItems.fnsku, pattern),
            )
          : undefined,
        afterCursor(query.seekId),
      ),
    )
    .orderBy(desc(listingItems.dateUpdated), desc(listingItems.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    content: await toListingItems(db, page),
    nextSeekId: rows.length > pageSize ? seekIdOf(page[page.length - 1]!) : null,
  };
}

export async function listItems(deps: AppDeps, userId: number, sessionId: number, query: ListQuery) {
  await ownSession(deps.db, userId, sessionId);
  return itemPage(deps.db, sessionId, query);
}

export async function changeReply(
  db: Executor,
  sessionId: number,
  outcome: AddOutcome | null,
  item: ItemRow | null,
  candidates: BookCandidate[] = [],
): Promise<ItemChangeReply> {
  return {
    outcome,
    item: item ? (await toListingItems(db, [item]))[0]! : null,
    candidates,
    itemPage: await itemPage(db, sessionId),
    sessionSummary: await sessionSummary(db, sessionId),
  };
}
