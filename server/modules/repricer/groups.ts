import { and, asc, eq, inArray } from 'drizzle-orm';
import { GROUP_TYPES, GROUP_TYPE_LABELS, type GroupType, type PublishedStrategy, type RepricerGroup } from '../../../src/contract';
import type { Section } from '../../../src/contract/repricer/rules';
import type { Executor } from '../../db/database';
import { repricerGroups, repricerStrategies, repricerStrategyPublications } from '../../db/schema';
import { notFound } from '../../http/appError';
import { defaultSection } from './defaults';

export type GroupRow = typeof repricerGroups.$inferSelect;

/**
 * A seller has a group for every group type. They are made the first time any is read, so a new
 * seller (or a new group type) needs no migration of data; ON CONFLICT makes two first reads at
 * once harmless.
 */
export async function sellerGroups(db: Executor, userId: number): Promise<GroupRow[]> {
  const existing = await db.select().from(repricerGroups).where(eq(repricerGroups.userId, userId));
  const missing = GROUP_TYPES.filter((type) => !existing.some((row) => row.groupType === type));
  if (missing.length > 0) {
    await db
      .insert(repricerGroups)
      .values(missing.map((groupType) => ({ userId, groupType, section: defaultSection(groupType) })))
      .onConflictDoNothing();
  }
  const rows = missing.length === 0 ? existing : await db.select().from(repricerGroups).where(eq(repricerGroups.userId, userId));
  return rows.sort((a, b) => GROUP_TYPES.indexOf(a.groupType as GroupType) - GROUP_TYPES.indexOf(b.groupType as GroupType));
}

/** The seller's group; another seller's id reads as not found, so nothing is told about it. */
export async function ownGroup(db: Executor, userId: number, groupId: number, forUpdate = false): Promise<GroupRow> {
  await sellerGroups(db, userId);
  const query = db.select().from(repricerGroups).where(and(eq(repricerGroups.id, groupId), eq(repricerGroups.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('The group');
  return row;
}

interface Adopted {
  strategy: PublishedStrategy;
  section: Section;
}

/** The published snapshots the groups follow, by group id. */
export async function adoptedSnapshots(db: Executor, rows: readonly GroupRow[]): Promise<Map<number, Adopted>> {
  const following = rows.filter((row) => row.strategyId !== null && row.strategyVersion !== null);
  const adopted = new Map<number, Adopted>();
  if (following.length === 0) return adopted;
  const publications = await db
    .select({ publication: repricerStrategyPublications, name: repricerStrategies.name })
    .from(repricerStrategyPublications)
    .innerJoin(repricerStrategies, eq(repricerStrategies.id, repricerStrategyPublications.strategyId))
    .where(inArray(repricerStrategyPublications.strategyId, following.map((row) => row.strategyId!)))
    .orderBy(asc(repricerStrategyPublications.id));
  for (const row of following) {
    const match = publications.find(
      ({ publication }) =>
        publication.strategyId === row.strategyId && publication.groupType === row.groupType && publication.version === row.strategyVersion,
    );
    if (!match) continue;
    adopted.set(row.id, {
      section: match.publication.section,
      strategy: {
        strategyId: match.publication.strategyId,
        name: match.name,
        version: match.publication.version,
        publishedAt: match.publication.publishedAt.toISOString(),
      },
    });
  }
  return adopted;
}

export function groupView(row: GroupRow, adopted: Adopted | undefined): RepricerGroup {
  const section = adopted?.section ?? row.section;
  return {
    id: row.id,
    groupType: row.groupType as GroupType,
    label: GROUP_TYPE_LABELS[row.groupType as GroupType],
    active: row.active,
    sectionName: section.name,
    lineCount: section.lines.length,
    strategy: adopted?.strategy ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function groupViews(db: Executor, rows: readonly GroupRow[]): Promise<RepricerGroup[]> {
  const adopted = await adoptedSnapshots(db, rows);
  return rows.map((row) => groupView(row, adopted.get(row.id)));
}
