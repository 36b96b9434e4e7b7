import { and, desc, eq, sql } from 'drizzle-orm';
import type { GroupSection, GroupType, PublishedStrategy, RepricerGroup } from '../../../src/contract';
import type { Section } from '../../../src/contract/repricer/rules';
import type { Executor } from '../../db/database';
import { repricerGroups, repricerStrategies, repricerStrategyPublications } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/appError';
import { adoptedSnapshots, groupView, ownGroup, type GroupRow } from './groups';

/**
 * A group's section and where it comes from (spec 7.8). While a group follows a strategy it is
 * priced by the snapshot it adopted; its own section is kept aside, untouched, for going back.
 *
 * Decisions where the spec is silent:
 * - PUT repricer/section/{id} (the group editor's save; the spec names no call for it) saves the
 *   group's own section and ends any strategy it followed: editing rules is choosing one's own.
 * - Adopting takes the strategy's latest publication for the group's type; a later publication
 *   reaches the group only when the seller adopts again.
 */

async function sectionView(db: Executor, row: GroupRow): Promise<GroupSection> {
  const adopted = (await adoptedSnapshots(db, [row])).get(row.id);
  return {
    groupId: row.id,
    groupType: row.groupType as GroupType,
    section: adopted?.section ?? row.section,
    strategy: adopted?.strategy ?? null,
  };
}

export async function getGroupSection(deps: AppDeps, userId: number, groupId: number) {
  return sectionView(deps.db, await ownGroup(deps.db, userId, groupId));
}

export async function saveGroupSection(deps: AppDeps, userId: number, groupId: number, section: Section) {
  return deps.db.transaction(async (tx) => {
    await ownGroup(tx, userId, groupId, true);
    const [row] = await tx
      .update(repricerGroups)
      .set({ section, strategyId: null, strategyVersion: null, updatedAt: sql`clock_timestamp()` })
      .where(eq(repricerGroups.id, groupId))
      .returning();
    return sectionView(tx, row!);
  });
}

export async function setGroupActive(deps: AppDeps, userId: number, groupId: number, active: boolean): Promise<RepricerGroup> {
  return deps.db.transaction(async (tx) => {
    await ownGroup(tx, userId, groupId, true);
    const [row] = await tx
      .update(repricerGroups)
      .set({ active, updatedAt: sql`clock_timestamp()` })
      .where(eq(repricerGroups.id, groupId))
      .returning();
    return groupView(row!, (await adoptedSnapshots(tx, [row!])).get(row!.id));
  });
}

/** Each strategy with a publication for the group type, at its latest version, by name. */
export async function publishedStrategies(db: Executor, groupType: GroupType): Promise<PublishedStrategy[]> {
  const rows = await db
    .selectDistinctOn([repricerStrategyPublications.strategyId], {
      strategyId: repricerStrategyPublications.strategyId,
      name: repricerStrategies.name,
      version: repricerStrategyPublications.version,
      publishedAt: repricerStrategyPublications.publishedAt,
    })
    .from(repricerStrategyPublications)
    .innerJoin(repricerStrategies, eq(repricerStrategies.id, repricerStrategyPublications.strategyId))
    .where(eq(repricerStrategyPublications.groupType, groupType))
    .orderBy(repricerStrategyPublications.strategyId, desc(repricerStrategyPublications.version));
  return rows
    .map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.strategyId - b.strategyId);
}

export async function adoptStrategy(deps: AppDeps, userId: number, input: { groupId: number; strategyId: number | null }) {
  return deps.db.transaction(async (tx) => {
    const group = await ownGroup(tx, userId, input.groupId, true);
    let version: number | null = null;
    if (input.strategyId !== null) {
      const [latest] = await tx
        .select({ version: repricerStrategyPublications.version })
        .from(repricerStrategyPublications)
        .where(and(eq(repricerStrategyPublications.strategyId, input.strategyId), eq(repricerStrategyPublications.groupType, group.groupType)))
        .orderBy(desc(repricerStrategyPublications.version))
        .limit(1);
      if (!latest) throw notFound(`A strategy published for ${group.groupType}`);
      version = latest.version;
    }
    const [row] = await tx
      .update(repricerGroups)
      .set({ strategyId: input.strategyId, strategyVersion: version, updatedAt: sql`clock_timestamp()` })
      .where(eq(repricerGroups.id, group.id))
      .returning();
    return sectionView(tx, row!);
  });
}
