import { and, count, desc, eq, ilike, inArray, like, sql, sum } from 'drizzle-orm';
import {
  SESSION_LIST_PAGE_SIZE,
  type ListingChannel,
  type ListingCondition,
  type ListingSession,
  type SessionListEntry,
  type SessionSettings,
  type SessionSummary,
  type SkuSettings,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { boxItems, listingItems, listingSessions, listingShipments, shipmentBoxes, skuSettings, staBoxItems, staBoxes, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { conflict, ownSession, sessionView, type SessionRow } from './shared';

/**
 * Older listing sessions (spec 3.2, 7.2): create, read, rename, search, the per-session defaults for
 * new items, and the per-channel SKU settings. Submitting a session lives in shipmentsService.ts.
 *
 * Decisions where the spec is silent:
 * - A session created without a name is called after its channel and the moment it was made, in
 *   UTC (the server does not know the seller's time zone): "FBA 2026-11-22 14:05"; a second one
 *   in the same minute is "FBA 2026-11-22 14:05 (2)", so no two default names are alike.
 * - The search lists newest first by creation (then id), matches the name case-insensitively
 *   anywhere in it (%, _ and \ are taken literally), and pages from 0.
 * - Settings may be changed whatever the session's status: they only apply to items added later.
 * - A session's updatedAt moves on every change to it or to its items.
 */

/** `YYYY-MM-DD HH:MM` in UTC. */
export const minuteStamp = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/** An ILIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Marks the session changed now. */
export async function bumpSession(db: Executor, sessionId: number) {
  await db.update(listingSessions).set({ updatedAt: sql`clock_timestamp()` }).where(eq(listingSessions.id, sessionId));
}

export async function createSession(deps: AppDeps, userId: number, input: { channel: ListingChannel; name: string | null }) {
  return deps.db.transaction(async (tx) => {
    const name = input.name ?? (await unusedDefaultName(tx, userId, `${input.channel} ${minuteStamp(deps.clock())}`));
    const [row] = await tx.insert(listingSessions).values({ userId, channel: input.channel, name }).returning();
    return sessionView(tx, row!);
  });
}

/**
 * `base`, or `base (2)`, `base (3)`... whichever no session of the seller is called yet. The
 * seller's row is locked first, so two sessions started at once are counted one after the other.
 */
async function unusedDefaultName(tx: Executor, userId: number, base: string): Promise<string> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // The base is letters, digits, spaces, '-' and ':': nothing LIKE reads as a pattern.
  const rows = await tx
    .select({ name: listingSessions.name })
    .from(listingSessions)
    .where(and(eq(listingSessions.userId, userId), like(listingSessions.name, `${base}%`)));
  const taken = new Set(rows.map((row) => row.name));
  let number = 1;
  const nameOf = (n: number) => (n === 1 ? base : `${base} (${n})`);
  while (taken.has(nameOf(number))) number += 1;
  return nameOf(number);
}

export async function getSession(deps: AppDeps, userId: number, sessionId: number): Promise<ListingSession> {
  return sessionView(deps.db, await ownSession(deps.db, userId, sessionId));
}

export async function renameSession(deps: AppDeps, userId: number, sessionId: number, name: string) {
  return deps.db.transaction(async (tx) => {
    await ownSession(tx, userId, sessionId, true);
    const [row] = await tx
      .update(listingSessions)
      .set({ name, updatedAt: sql`clock_timestamp()` })
      .where(eq(listingSessions.id, sessionId))
      .returning();
    return sessionView(tx, row!);
  });
}

/** The summaries of several sessions at once (one query per total, not per session). */
export async function sessionSummaries(db: Executor, sessionIds: readonly number[]): Promise<Map<number, SessionSummary>> {
  const summaries = new Map<number, SessionSummary>();
  if (sessionIds.length === 0) return summaries;
  const ids = [...sessionIds];
  for (const sessionId of ids) {
    summaries.set(sessionId, { sessionId, itemQuantity: 0, skuQuantity: 0, weight: 0, boxedQuantity: 0, boxCount: 0 });
  }
  const items = await db
    .select({
      sessionId: listingItems.sessionId,
      itemQuantity: sum(listingItems.quantity).mapWith(Number),
      skuQuantity: count(),
      weight: sql<number>`sum(${listingItems.quantity} * ${listingItems.weight})`.mapWith(Number),
    })
    .from(listingItems)
    .where(inArray(listingItems.sessionId, ids))
    .groupBy(listingItems.sessionId);
  for (const row of items) Object.assign(summaries.get(row.sessionId)!, row);
  const boxes = await db
    .select({
      sessionId: shipmentBoxes.sessionId,
      boxCount: sql<number>`count(distinct ${shipmentBoxes.id})`.mapWith(Number),
      boxedQuantity: sql<number>`coalesce(sum(${boxItems.quantity}), 0)`.mapWith(Number),
    })
    .from(shipmentBoxes)
    .leftJoin(boxItems, eq(boxItems.boxId, shipmentBoxes.id))
    .where(inArray(shipmentBoxes.sessionId, ids))
    .groupBy(shipmentBoxes.sessionId);
  const staBoxTotals = await db
    .select({
      sessionId: staBoxes.sessionId,
      boxCount: sql<number>`count(distinct ${staBoxes.id})`.mapWith(Number),
      boxedQuantity: sql<number>`coalesce(sum(${staBoxItems.quantity}), 0)`.mapWith(Number),
    })
    .from(staBoxes)
    .leftJoin(staBoxItems, eq(staBoxItems.boxId, staBoxes.id))
    .where(inArray(staBoxes.sessionId, ids))
    .groupBy(staBoxes.sessionId);
  for (const row of [...boxes, ...staBoxTotals]) {
    const summary = summaries.get(row.sessionId)!;
    summary.boxCount += row.boxCount;
    summary.boxedQuantity += row.boxedQuantity;
  }
  return summaries;
}

export async function searchSessions(
  deps: AppDeps,
  userId: number,
  query: { channel: ListingChannel; searchText?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
) {
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? SESSION_LIST_PAGE_SIZE;
  const where = and(
    eq(listingSessions.userId, userId),
    eq(listingSessions.channel, query.channel),
    query.searchText ? ilike(listingSessions.name, containsPattern(query.searchText)) : undefined,
  );
  const [total] = await deps.db.select({ count: count() }).from(listingSessions).where(where);
  const rows = await deps.db
    .select()
    .from(listingSessions)
    .where(where)
    .orderBy(desc(listingSessions.createdAt), desc(listingSessions.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const ids = rows.map((row) => row.id);
  const summaries = await sessionSummaries(deps.db, ids);
  const shipmentCounts =
    ids.length === 0
      ? []
      : await deps.db
          .select({ sessionId: listingShipments.sessionId, count: count() })
          .from(listingShipments)
          .where(inArray(listingShipments.sessionId, ids))
          .groupBy(listingShipments.sessionId);
  const content: SessionListEntry[] = rows.map((row) => ({
    ...summaries.get(row.id)!,
    id: row.id,
    channel: row.channel as ListingChannel,
    name: row.name,
    status: row.status as ListingSession['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    shipments: shipmentCounts.find((each) => each.sessionId === row.id)?.count ?? 0,
  }));
  return { content, total: total!.count, page };
}

export const settingsOf = (row: SessionRow): SessionSettings => ({
  condition: row.defaultCondition as ListingCondition,
  conditionNote: row.defaultConditionNote,
  minPrice: row.defaultMinPrice,
  maxPrice: row.defaultMaxPrice,
  quantity: row.defaultQuantity,
});

export const maxBelowMin = () => invalidInput('The max price must not be below the min price.');

export async function getSettings(deps: AppDeps, userId: number, sessionId: number) {
  return settingsOf(await ownSession(deps.db, userId, sessionId));
}

export async function saveSettings(deps: AppDeps, userId: number, sessionId: number, settings: SessionSettings) {
  return deps.db.transaction(async (tx) => {
    await ownSession(tx, userId, sessionId, true);
    if (settings.minPrice !== null && settings.maxPrice !== null && settings.maxPrice < settings.minPrice) throw maxBelowMin();
    const [row] = await tx
      .update(listingSessions)
      .set({
        defaultCondition: settings.condition,
        defaultConditionNote: settings.conditionNote || null,
        defaultMinPrice: settings.minPrice,
        defaultMaxPrice: settings.maxPrice,
        defaultQuantity: settings.quantity,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(listingSessions.id, sessionId))
      .returning();
    return settingsOf(row!);
  });
}

/** What a seller who never saved SKU settings for a channel gets: the channel as prefix, from 1. */
export const defaultSkuSettings = (channel: ListingChannel): SkuSettings => ({
  channel,
  prefix: '',
  includeCondition: true,
  includeDate: false,
  nextNumber: 1,
});

type SkuRow = typeof skuSettings.$inferSelect;
const toSkuSettings = (row: SkuRow): SkuSettings => ({
  channel: row.channel as ListingChannel,
  prefix: row.prefix,
  includeCondition: row.includeCondition,
  includeDate: row.includeDate,
  nextNumber: row.nextNumber,
});

const ownSkuSettings = (userId: number, channel: ListingChannel) =>
  and(eq(skuSettings.userId, userId), eq(skuSettings.channel, channel));

/** Makes the seller's row for the channel with the defaults if there is none yet. */
async function ensureSkuRow(db: Executor, userId: number, channel: ListingChannel) {
  const defaults = defaultSkuSettings(channel);
  await db
    .insert(skuSettings)
    .values({ userId, ...defaults })
    .onConflictDoNothing();
}

export async function getSkuSettings(deps: AppDeps, userId: number, channel: ListingChannel): Promise<SkuSettings> {
  const [row] = await deps.db.select().from(skuSettings).where(ownSkuSettings(userId, channel));
  return row ? toSkuSettings(row) : defaultSkuSettings(channel);
}

/** Saves the settings; the next number may stay or go up, never down, so no SKU is given twice. */
export async function saveSkuSettings(deps: AppDeps, userId: number, input: SkuSettings): Promise<SkuSettings> {
  return deps.db.transaction(async (tx) => {
    await ensureSkuRow(tx, userId, input.channel);
    const [current] = await tx.select().from(skuSettings).where(ownSkuSettings(userId, input.channel)).for('update');
    if (input.nextNumber < current!.nextNumber) {
      throw invalidInput(
        `nextNumber must be at least ${current!.nextNumber}: SKUs up to ${current!.nextNumber - 1} were already given.`,
      );
    }
    const [row] = await tx
      .update(skuSettings)
      .set({
        prefix: input.prefix,
        includeCondition: input.includeCondition,
        includeDate: input.includeDate,
        nextNumber: input.nextNumber,
      })
      .where(ownSkuSettings(userId, input.channel))
      .returning();
    return toSkuSettings(row!);
  });
}

/** The highest nextNumber the contract carries (skuSettingsSchema). */
const SKU_NUMBER_MAX = 99_999_999;

/** `YYMMDD` in UTC. */
const dayStamp = (date: Date) => date.toISOString().slice(2, 10).replace(/-/g, '');

/**
 * Takes the next SKU of the seller's channel and moves the number on, in the caller's transaction:
 * PREFIX-[CONDITION-][YYMMDD-]NUMBER, the prefix being the channel when none was saved, the
 * condition upper-case, the date the UTC day of `now`, the number without padding.
 */
export async function takeSku(db: Executor, userId: number, channel: ListingChannel, condition: string, now: Date) {
  await ensureSkuRow(db, userId, channel);
  const [row] = await db
    .update(skuSettings)
    .set({ nextNumber: sql`${skuSettings.nextNumber} + 1` })
    .where(ownSkuSettings(userId, channel))
    .returning();
  const number = row!.nextNumber - 1;
  if (row!.nextNumber > SKU_NUMBER_MAX) {
    throw conflict(`SKU numbers of ${channel} are used up (the last is ${SKU_NUMBER_MAX - 1}).`);
  }
  const parts = [row!.prefix || channel];
  if (row!.includeCondition) parts.push(condition.toUpperCase());
  if (row!.includeDate) parts.push(dayStamp(now));
  parts.push(String(number));
  return parts.join('-');
}

/** A refusal naming the session's state, for changes only an open session takes. */
export function requireOpen(session: SessionRow, what: string) {
  if (session.status !== 'OPEN') {
    throw conflict(`The session is ${session.status}: ${what} only in an OPEN session. Take its shipments back to reopen it.`);
  }
}
