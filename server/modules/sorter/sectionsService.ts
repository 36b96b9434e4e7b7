import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  SORTER_SECTIONS_MAX,
  type SectionAction,
  type SorterRuleInput,
  type SorterRuleRecord,
  type SorterSection,
  type SorterSectionInput,
} from '../../../src/contract';
import type { Executor } from '../../db/database';
import { sorterRules, sorterSections, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput, notFound } from '../../http/appError';
import { bumpSorterContext } from './sorterContextChanges';

/**
 * Sections and their rules (spec 7.4). Every change runs in a transaction that first locks the
 * seller's row, so a seller's changes happen one after another: two "activate" calls cannot both
 * leave a section active (the partial unique index would refuse the second with an error), and two
 * creations cannot pass the section limit together.
 */

type SectionRow = typeof sorterSections.$inferSelect;
type RuleRow = typeof sorterRules.$inferSelect;

export const sectionNotFound = () => notFound('The section');

export async function lockSorterSeller(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

function toRule(row: RuleRow): SorterRuleRecord {
  return {
    id: row.id,
    name: row.name,
    gate: row.gate,
    channel: row.channel,
    priceSource: row.priceSource,
    minProfit: row.minProfit,
    maxSalesRank: row.maxSalesRank,
    maxOffers: row.maxOffers,
    minPrice: row.minPrice,
  };
}

/** The seller's sections with their rules in order: newest first for the screens, oldest first for the export. */
export async function sectionsWithRules(db: Executor, userId: number, order: 'newest' | 'oldest', onlyId?: number): Promise<SorterSection[]> {
  const sections = await db
    .select()
    .from(sorterSections)
    .where(onlyId === undefined ? eq(sorterSections.userId, userId) : and(eq(sorterSections.userId, userId), eq(sorterSections.id, onlyId)))
    .orderBy(order === 'newest' ? desc(sorterSections.id) : asc(sorterSections.id));
  if (sections.length === 0) return [];
  const rules = await db
    .select()
    .from(sorterRules)
    .where(inArray(sorterRules.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(sorterRules.sectionId), asc(sorterRules.position));
  const bySection = new Map<number, RuleRow[]>();
  for (const rule of rules) {
    const list = bySection.get(rule.sectionId);
    if (list) list.push(rule);
    else bySection.set(rule.sectionId, [rule]);
  }
  return sections.map((section: SectionRow) => ({
    id: section.id,
    name: section.name,
    active: section.active,
    rules: (bySection.get(section.id) ?? []).map(toRule),
    updatedAt: section.updatedAt.toISOString(),
  }));
}

export async function readSection(db: Executor, userId: number, id: number): Promise<SorterSection> {
  const [section] = await sectionsWithRules(db, userId, 'newest', id);
  if (!section) throw sectionNotFound();
  return section;
}

/** Rows per insert: 10 values a rule stays far below PostgreSQL's 65,535 parameters a statement. */
const RULES_PER_INSERT = 1000;

/** Adds rules to a section at positions after `after`, in the order given. */
export async function insertRules(tx: Executor, sectionId: number, rules: readonly SorterRuleInput[], after = 0) {
  const rows = rules.map((rule, index) => ({ ...rule, sectionId, position: after + index + 1 }));
  for (let start = 0; start < rows.length; start += RULES_PER_INSERT) {
    await tx.insert(sorterRules).values(rows.slice(start, start + RULES_PER_INSERT));
  }
}

/**
 * Runs `change` on the seller's section with the seller locked; another seller's id is not found.
 * Every change may be to the active section, which machine calls decide by: their context is bumped
 * once the change has passed its checks.
 */
export async function withOwnSection<T>(deps: AppDeps, userId: number, id: number, change: (tx: Executor) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockSorterSeller(tx, userId);
    const [own] = await tx
      .select({ id: sorterSections.id })
      .from(sorterSections)
      .where(and(eq(sorterSections.id, id), eq(sorterSections.userId, userId)));
    if (!own) throw sectionNotFound();
    const changed = await change(tx);
    await bumpSorterContext(tx, userId);
    return changed;
  });
}

export const touchSection = (tx: Executor, id: number, deps: AppDeps, changes: Partial<SectionRow> = {}) =>
  tx.update(sorterSections).set({ ...changes, updatedAt: deps.clock() }).where(eq(sorterSections.id, id));

export const listSections = (deps: AppDeps, userId: number) => sectionsWithRules(deps.db, userId, 'newest');

/** A new section; the seller's first is active at once, so a new sorter sorts by it without another step. */
export function createSection(deps: AppDeps, userId: number, input: SorterSectionInput): Promise<SorterSection> {
  return deps.db.transaction(async (tx) => {
    await lockSorterSeller(tx, userId);
    const [existing] = await tx.select({ count: count() }).from(sorterSections).where(eq(sorterSections.userId, userId));
    const sections = existing?.count ?? 0;
    if (sections >= SORTER_SECTIONS_MAX) {
      throw invalidInput(`You have ${SORTER_SECTIONS_MAX} sections, the most a seller can keep: delete one you no longer use to make another.`);
    }
    const now = deps.clock();
    const [row] = await tx
      .insert(sorterSections)
      .values({ userId, name: input.name, active: sections === 0, createdAt: now, updatedAt: now })
      .returning({ id: sorterSections.id });
    await insertRules(tx, row!.id, input.rules);
    await bumpSorterContext(tx, userId);
    return readSection(tx, userId, row!.id);
  });
}

/** Renames the section and replaces its rules with the list given, in its order. */
export const updateSection = (deps: AppDeps, userId: number, id: number, input: SorterSectionInput) =>
  withOwnSection(deps, userId, id, async (tx) => {
    await tx.delete(sorterRules).where(eq(sorterRules.sectionId, id));
    await insertRules(tx, id, input.rules);
    await touchSection(tx, id, deps, { name: input.name });
    return readSection(tx, userId, id);
  });

/**
 * Activating ends the other section's turn first, then starts this one's, in one transaction: the
 * sorter never sees two active sections, nor none in between.
 */
export const actOnSection = (deps: AppDeps, userId: number, id: number, action: SectionAction) =>
  withOwnSection(deps, userId, id, async (tx) => {
    if (action === 'activate') {
      await tx
        .update(sorterSections)
        .set({ active: false, updatedAt: deps.clock() })
        .where(and(eq(sorterSections.userId, userId), eq(sorterSections.active, true), ne(sorterSections.id, id)));
    }
    await touchSection(tx, id, deps, { active: action === 'activate' });
    return readSection(tx, userId, id);
  });

/** Deletes the section and, by the foreign key, its rules. Deleting the active one leaves none active. */
export const removeSection = (deps: AppDeps, userId: number, id: number) =>
  withOwnSection(deps, userId, id, async (tx) => {
    await tx.delete(sorterSections).where(eq(sorterSections.id, id));
    return null;
  });
