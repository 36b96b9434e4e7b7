import { count, desc, eq } from 'drizzle-orm';
import { parseRulesFile, SORTER_RULES_MAX, type RuleImport, type SorterFileError, type SorterRuleInput } from '../../../src/contract';
import { sorterRules } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { insertRules, readSection, touchSection, withOwnSection } from './sectionsService';

/**
 * Rules imported from a file into a section (spec 7.4 import/rules), all or nothing: a file with a
 * mistake is refused whole, with every mistake's line in the one sentence of the error reply (the
 * shape of the repricer's section text), and the section is left as it was.
 */

/**
 * The reply's sentence: "file has errors: Line 3: gate must be ...; Line 5: ...". The screens list
 * the errors by splitting at "; ", so a message quoting the file (a header cell) keeps none inside.
 */
export function fileErrors(field: string, errors: readonly SorterFileError[]) {
  const problems = errors.map((error) => error.message.replace(/\.$/, '').replaceAll('; ', ', ')).join('; ');
  return invalidInput(`${field} has errors: ${problems}.`);
}

const rulesCount = (count: number) => (count === 1 ? '1 rule' : `${count} rules`);

export function rulesFromFile(file: string): SorterRuleInput[] {
  const parsed = parseRulesFile(file);
  if (!parsed.ok) throw fileErrors('file', parsed.errors);
  return parsed.rules;
}

export const importRules = (deps: AppDeps, userId: number, sectionId: number, { file, mode }: RuleImport) =>
  withOwnSection(deps, userId, sectionId, async (tx) => {
    const rules = rulesFromFile(file);
    const [own] = await tx.select({ count: count() }).from(sorterRules).where(eq(sorterRules.sectionId, sectionId));
    const kept = mode === 'APPEND' ? (own?.count ?? 0) : 0;
    if (kept + rules.length > SORTER_RULES_MAX) {
      throw invalidInput(
        `file has ${rulesCount(rules.length)} and the section ${kept}: together they pass the ${SORTER_RULES_MAX} rules a section holds. Import with REPLACE, or remove some rules first.`,
      );
    }
    if (mode === 'REPLACE') await tx.delete(sorterRules).where(eq(sorterRules.sectionId, sectionId));
    // Positions after the highest, whatever gaps earlier edits left: APPEND keeps the section's order.
    const [last] = await tx.select({ position: sorterRules.position }).from(sorterRules).where(eq(sorterRules.sectionId, sectionId)).orderBy(desc(sorterRules.position)).limit(1);
    await insertRules(tx, sectionId, rules, last?.position ?? 0);
    await touchSection(tx, sectionId, deps);
    return readSection(tx, userId, sectionId);
  });
