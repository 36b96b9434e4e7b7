import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { SESSION_ITEMS_PAGE_SIZE } from '../../../src/contract';
import { validateCode } from '../../../src/contract/barcodes';
import type { ItemLocation, ItemQuery, ItemSortField, NsessionItemPage } from '../../../src/contract/nsession';
import { nsessionBoxItems, nsessionBoxes, nsessionItems } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { boxedQuantities, ownNsession, toNsessionItem } from './rows';

/**
 * The session item query of spec 3.3: page from 0, 100 a page, ranges on price (cents), quantity,
 * ASR (sales rank) and SQ (offers), conditions, and a sort. Newest change first by default; ties
 * (and nulls, which go last) by id, so pages never repeat or skip an item.
 */

const SORT_COLUMNS = {
  dateUpdated: nsessionItems.dateUpdated,
  title: nsessionItems.title,
  price: nsessionItems.price,
  quantity: nsessionItems.quantity,
  asr: nsessionItems.salesRank,
  sq: nsessionItems.offerCount,
  condition: nsessionItems.condition,
} satisfies Record<ItemSortField, unknown>;

function rangeOf(column: (typeof SORT_COLUMNS)[ItemSortField], min: number | undefined, max: number | undefined): SQL[] {
  return [...(min !== undefined ? [gte(column, min)] : []), ...(max !== undefined ? [lte(column, max)] : [])];
}

export async function queryNsessionItems(deps: AppDeps, userId: number, sessionId: number, query: ItemQuery): Promise<NsessionItemPage> {
  await ownNsession(deps.db, userId, sessionId);
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? SESSION_ITEMS_PAGE_SIZE;
  const where = and(
    eq(nsessionItems.sessionId, sessionId),
    ...rangeOf(nsessionItems.price, query.priceGte, query.priceLte),
    ...rangeOf(nsessionItems.quantity, query.qtyGte, query.qtyLte),
    ...rangeOf(nsessionItems.salesRank, query.asrGte, query.asrLte),
    ...rangeOf(nsessionItems.offerCount, query.sqGte, query.sqLte),
    ...(query.conditions?.length ? [inArray(nsessionItems.condition, query.conditions)] : []),
  );
  const column = SORT_COLUMNS[query.sortField ?? 'dateUpdated'];
  const descending = (query.sortOrder ?? (query.sortField ? 'ASC' : 'DESC')) === 'DESC';
  const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await deps.db
    .select({ item: nsessionItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(nsessionItems)
    .where(where)
    .orderBy(order, descending ? desc(nsessionItems.id) : asc(nsessionItems.id))
    .limit(pageSize)
    .offset(page * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 0) {
    const [counted] = await deps.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(nsessionItems).where(where);
    total = counted!.total;
  }
  const boxed = await boxedQuantities(deps.db, rows.map((row) => row.item.id));
  return {
    content: rows.map((row) => toNsessionItem(row.item, boxed.get(row.item.id) ?? 0)),
    page,
    pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * The item a scanned code means, by FNSKU, ISBN or ASIN. A book in several conditions is the one
 * with the most units still to box; then where its units are packed.
 */
export async function locateNsessionItem(deps: AppDeps, userId: number, sessionId: number, code: string): Promise<ItemLocation> {
  const session = await ownNsession(deps.db, userId, sessionId);
  const typed = code.trim().toUpperCase();
  const normalised = validateCode(typed);
  const matches = await deps.db
    .select()
    .from(nsessionItems)
    .where(
      and(
        eq(nsessionItems.sessionId, sessionId),
        sql`(${nsessionItems.fnsku} = ${typed} or ${nsessionItems.asin} = ${typed} or ${nsessionItems.isbn13} = ${normalised.valid ? normalised.code13 : typed})`,
      ),
    );
  if (matches.length === 0) {
    if (!normalised.valid && !/^X00[0-9A-Z]{7}$/.test(typed)) throw invalidInput(`code is not a usable barcode: ${normalised.reason}`);
    throw notFound('An item with this code in the session');
  }
  const boxed = await boxedQuantities(deps.db, matches.map((row) => row.id));
  const unboxed = (row: (typeof matches)[number]) => row.quantity - (boxed.get(row.id) ?? 0);
  const item = [...matches].sort((a, b) => unboxed(b) - unboxed(a) || a.id - b.id)[0]!;
  const accepted = session.packingOptions?.find((option) => option.id === session.packingOptionId);
  const group = accepted?.groups.find((candidate) => candidate.items.some((entry) => entry.fnsku === item.fnsku));
  const boxes = await deps.db
    .select({ id: nsessionBoxes.id, number: nsessionBoxes.number, quantity: nsessionBoxItems.quantity })
    .from(nsessionBoxItems)
    .innerJoin(nsessionBoxes, eq(nsessionBoxes.id, nsessionBoxItems.boxId))
    .where(eq(nsessionBoxItems.itemId, item.id))
    .orderBy(asc(nsessionBoxes.number));
  return {
    item: toNsessionItem(item, boxed.get(item.id) ?? 0),
    packingGroupId: group?.id ?? null,
    boxes: boxes.map((box) => ({ boxIdStr: String(box.id), name: `Box ${box.number}`, quantity: box.quantity })),
  };
}
