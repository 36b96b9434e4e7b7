import { formatSection, parseSection, type GroupType, type Section } from '../../../src/contract';
import type { AppDeps } from '../../deps';
import { invalidInput } from '../../http/appError';
import { defaultSection } from './defaults';
import { getGroupSection, saveGroupSection } from './sectionService';

/**
 * Sections as text (spec 7.8). The group's text is the section it is priced by, so a seller can copy
 * a strategy's rules into their own. Replacing from text is the group editor's save by another road.
 */

const EMPTY_SECTION: Section = { name: 'New section', lines: [], fallback: { kind: 'KEEP' } };

/** The parsed section, or a 400 whose sentence names every wrong line. */
export function sectionFromText(text: string): Section {
  const parsed = parseSection(text);
  if (parsed.ok) return parsed.section;
  const problems = parsed.errors.map((error) => error.message).join('; ');
  throw invalidInput(`serializedRepricerSection has errors: ${problems}.`.replace(/\.\.$/, '.'));
}

export async function groupText(deps: AppDeps, userId: number, groupId: number) {
  const { section } = await getGroupSection(deps, userId, groupId);
  return { serializedRepricerSection: formatSection(section) };
}

export async function replaceFromText(deps: AppDeps, userId: number, groupId: number, text: string) {
  return saveGroupSection(deps, userId, groupId, sectionFromText(text));
}

export function templateText(groupType: GroupType | undefined) {
  return { serializedRepricerSection: formatSection(groupType ? defaultSection(groupType) : EMPTY_SECTION) };
}
