import { isDeepStrictEqual } from 'node:util';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { GROUP_TYPES, GROUP_TYPE_LABELS, type GroupType, type Strategy, type StrategySection } from '../../../src/contract';
import type { Section } from '../../../src/contract/repricer/rules';
import type { Executor } from '../../db/database';
import { repricerStrategies, repricerStrategyPublications } from '../../db/schema';
import type { AdminPrincipal } from '../../auth/principals';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { recordStaffAction } from '../staffActions/record';

type Staff = Pick<AdminPrincipal, 'adminId' | 'email'>;

/**
 * Repricing strategies (spec 7.9, admin only). Staff edit a draft section per group type; publishing
 * copies the draft into a new numbered version, which is what sellers adopt (sectionService.ts), so a
 * draft never moves a seller's prices.
 *
 * Decisions where the spec is silent:
 * - Publishing a group type with no draft is a 400; publishing a draft equal to the latest version
 *   answers that version again instead of numbering a copy. publish/all publishes every draft that
 *   changed, and answers the publications it made.
 * - Deleting a strategy deletes its publications; groups that followed it go back to their own rules.
 * - The default action is the fallback of a strategy's unwritten sections: keep the price.
 * - Every change is a staff action (no account: a strategy is shared), in the change's transaction.
 */

type StrategyRow = typeof repricerStrategies.$inferSelect;
type PublicationRow = typeof repricerStrategyPublications.$inferSelect;

const sameSection = (a: Section | undefined, b: Section | undefined) => JSON.stringify(a) === JSON.stringify(b);

async function latestPublications(db: Executor, strategyIds: number[]): Promise<PublicationRow[]> {
  if (strategyIds.length === 0) return [];
  return db
    .selectDistinctOn([repricerStrategyPublications.strategyId, repricerStrategyPublications.groupType])
    .from(repricerStrategyPublications)
    .where(inArray(repricerStrategyPublications.strategyId, strategyIds))
    .orderBy(repricerStrategyPublications.strategyId, repricerStrategyPublications.groupType, desc(repricerStrategyPublications.version));
}

function strategyView(row: StrategyRow, publications: PublicationRow[]): Strategy {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    groups: GROUP_TYPES.map((groupType) => {
      const draft = row.sections[groupType];
      const published = publications.find((each) => each.strategyId === row.id && each.groupType === groupType);
      return {
        groupType,
        drafted: draft !== undefined,
        publishedVersion: published?.version ?? null,
        publishedAt: published?.publishedAt.toISOString() ?? null,
        unpublishedChanges: draft !== undefined && !sameSection(draft, published?.section),
      };
    }),
  };
}

async function viewOf(db: Executor, row: StrategyRow) {
  return strategyView(row, await latestPublications(db, [row.id]));
}

async function strategyRow(db: Executor, id: number, forUpdate = false): Promise<StrategyRow> {
  const query = db.select().from(repricerStrategies).where(eq(repricerStrategies.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('The strategy');
  return row;
}

export async function listStrategies(deps: AppDeps) {
  const rows = await deps.db.select().from(repricerStrategies).orderBy(asc(repricerStrategies.name), asc(repricerStrategies.id));
  const publications = await latestPublications(deps.db, rows.map((row) => row.id));
  return rows.map((row) => strategyView(row, publications));
}

export async function createStrategy(deps: AppDeps, staff: Staff, name: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(repricerStrategies).values({ name }).returning();
    await recordStaffAction(tx, staff, { userId: null, action: 'STRATEGY_CREATE', detail: { strategyId: row!.id, name } });
    return viewOf(tx, row!);
  });
}

export async function renameStrategy(deps: AppDeps, staff: Staff, id: number, name: string) {
  return deps.db.transaction(async (tx) => {
    const before = await strategyRow(tx, id, true);
    const [row] = await tx
      .update(repricerStrategies)
      .set({ name, updatedAt: sql`clock_timestamp()` })
      .where(eq(repricerStrategies.id, id))
      .returning();
    if (before.name !== name) {
      await recordStaffAction(tx, staff, { userId: null, action: 'STRATEGY_RENAME', detail: { strategyId: id, name: { from: before.name, to: name } } });
    }
    return viewOf(tx, row!);
  });
}

export async function deleteStrategy(deps: AppDeps, staff: Staff, id: number) {
  return deps.db.transaction(async (tx) => {
    const removed = await tx.delete(repricerStrategies).where(eq(repricerStrategies.id, id)).returning({ name: repricerStrategies.name });
    if (removed.length === 0) throw notFound('The strategy');
    await recordStaffAction(tx, staff, { userId: null, action: 'STRATEGY_DELETE', detail: { strategyId: id, name: removed[0]!.name } });
    return null;
  });
}

export const strategyMeta = () => ({
  groupTypes: GROUP_TYPES.map((groupType) => ({ groupType, label: GROUP_TYPE_LABELS[groupType] })),
});

async function sectionView(db: Executor, row: StrategyRow, groupType: GroupType): Promise<StrategySection> {
  const published = (await latestPublications(db, [row.id])).find((each) => each.groupType === groupType);
  const draft = row.sections[groupType];
  return {
    strategyId: row.id,
    groupType,
    section: draft ?? { name: `${row.name}: ${GROUP_TYPE_LABELS[groupType]}`, lines: [], fallback: row.defaultAction },
    drafted: draft !== undefined,
    publishedVersion: published?.version ?? null,
  };
}

export async function getStrategySection(deps: AppDeps, id: number, groupType: GroupType) {
  return sectionView(deps.db, await strategyRow(deps.db, id), groupType);
}

export async function saveStrategySection(deps: AppDeps, staff: Staff, id: number, input: { groupType: GroupType; section: Section }) {
  return deps.db.transaction(async (tx) => {
    const current = await strategyRow(tx, id, true);
    const [row] = await tx
      .update(repricerStrategies)
      .set({ sections: { ...current.sections, [input.groupType]: input.section }, updatedAt: sql`clock_timestamp()` })
      .where(eq(repricerStrategies.id, id))
      .returning();
    // Compared as values: the stored section comes back from jsonb with its keys in another order.
    if (!isDeepStrictEqual(current.sections[input.groupType], input.section)) {
      await recordStaffAction(tx, staff, {
        userId: null,
        action: 'STRATEGY_SECTION_SAVE',
        detail: { strategyId: id, groupType: input.groupType, section: { from: current.sections[input.groupType] ?? null, to: input.section } },
      });
    }
    return sectionView(tx, row!, input.groupType);
  });
}

/** Publishes the group type's draft as the next version; the strategy row is locked so versions never collide. */
async function publishOne(tx: Executor, row: StrategyRow, groupType: GroupType, latest: PublicationRow | undefined) {
  const draft = row.sections[groupType];
  if (!draft) throw invalidInput(`groupType ${groupType} has no section to publish in this strategy.`);
  if (latest && sameSection(draft, latest.section)) return latest;
  const [published] = await tx
    .insert(repricerStrategyPublications)
    .values({ strategyId: row.id, groupType, version: (latest?.version ?? 0) + 1, section: draft })
    .returning();
  return published!;
}

const publicationView = (row: PublicationRow) => ({
  groupType: row.groupType as GroupType,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
});

/** A version made now (not one answered again because the draft had not changed) is recorded. */
async function recordPublished(tx: Executor, staff: Staff, made: PublicationRow[]) {
  for (const publication of made) {
    await recordStaffAction(tx, staff, {
      userId: null,
      action: 'STRATEGY_PUBLISH',
      detail: { strategyId: publication.strategyId, groupType: publication.groupType, version: publication.version },
    });
  }
}

export async function publishSection(deps: AppDeps, staff: Staff, id: number, groupType: GroupType) {
  return deps.db.transaction(async (tx) => {
    const row = await strategyRow(tx, id, true);
    const latest = (await latestPublications(tx, [id])).find((each) => each.groupType === groupType);
    const published = await publishOne(tx, row, groupType, latest);
    if (published !== latest) await recordPublished(tx, staff, [published]);
    return publicationView(published);
  });
}

export async function publishAll(deps: AppDeps, staff: Staff, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await strategyRow(tx, id, true);
    const latest = await latestPublications(tx, [id]);
    const made: PublicationRow[] = [];
    for (const groupType of GROUP_TYPES) {
      const previous = latest.find((each) => each.groupType === groupType);
      if (!row.sections[groupType] || sameSection(row.sections[groupType], previous?.section)) continue;
      made.push(await publishOne(tx, row, groupType, previous));
    }
    await recordPublished(tx, staff, made);
    return made.map(publicationView);
  });
}

export async function defaultAction(deps: AppDeps, id: number) {
  return (await strategyRow(deps.db, id)).defaultAction;
}
