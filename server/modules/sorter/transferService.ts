import { eq } from 'drizzle-orm';
import { formatTransferFile, parseTransferFile, SORTER_TRANSFER_FORMAT, SORTER_TRANSFER_MAX, SORTER_TRANSFER_VERSION } from '../../../src/contract';
import { sorterFallbacks, sorterGates, sorterSections } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { getFallbacks, listGates } from './gatesService';
import { fileErrors } from './rulesImport';
import { insertRules, lockSorterSeller, sectionsWithRules } from './sectionsService';
import { bumpSorterContext } from './sorterContextChanges';
import { getSorterSettings, saveSorterSettings } from './settingsService';

/**
 * The whole sorter configuration as one file (spec 7.4 sorter/transfer). The export has every
 * gate, the defaults of those never saved included, so the file says exactly how the sorter sorts;
 * sections go oldest first, which an import keeps, so exporting again gives the same text.
 */

/**
 * The body of a call carrying a configuration file (this import, and rules imported from an export):
 * the file as a JSON string, where each quote and line break of the file takes two bytes. The
 * largest export, its names all quotes, makes a body of about 4.7 MB.
 */
export const TRANSFER_BODY_LIMIT = 2 * SORTER_TRANSFER_MAX;

export async function exportConfiguration(deps: AppDeps, userId: number): Promise<{ file: string }> {
  const gates = await listGates(deps, userId);
  const fallbacks = await getFallbacks(deps, userId);
  const settings = await getSorterSettings(deps.db, userId);
  const sections = await sectionsWithRules(deps.db, userId, 'oldest');
  const file = formatTransferFile({
    format: SORTER_TRANSFER_FORMAT,
    version: SORTER_TRANSFER_VERSION,
    gates,
    fallbacks,
    settings,
    sections: sections.map((section) => ({ name: section.name, active: section.active, rules: section.rules.map(({ id: _id, ...rule }) => rule) })),
  });
  return { file };
}

/**
 * Replaces gates, fallbacks, settings and every section with the file's, in one transaction: a file
 * with any mistake is refused before anything changes, and a failure midway changes nothing.
 */
export async function importConfiguration(deps: AppDeps, userId: number, file: string): Promise<{ file: string }> {
  const parsed = parseTransferFile(file);
  if (!parsed.ok) throw fileErrors('file', parsed.errors);
  const { gates, fallbacks, settings, sections } = parsed.config;
  await deps.db.transaction(async (tx) => {
    await lockSorterSeller(tx, userId);
    await tx.delete(sorterSections).where(eq(sorterSections.userId, userId));
    const now = deps.clock();
    for (const section of sections) {
      const [row] = await tx
        .insert(sorterSections)
        .values({ userId, name: section.name, active: section.active, createdAt: now, updatedAt: now })
        .returning({ id: sorterSections.id });
      await insertRules(tx, row!.id, section.rules);
    }
    // A gate the file leaves out has no row, so it takes its default like a gate never saved.
    await tx.delete(sorterGates).where(eq(sorterGates.userId, userId));
    if (gates.length > 0) await tx.insert(sorterGates).values(gates.map((gate) => ({ userId, ...gate, color: gate.color.toLowerCase() })));
    await tx
      .insert(sorterFallbacks)
      .values({ userId, ...fallbacks })
      .onConflictDoUpdate({ target: sorterFallbacks.userId, set: fallbacks });
    await saveSorterSettings(tx, userId, settings);
    await bumpSorterContext(tx, userId);
  });
  return exportConfiguration(deps, userId);
}
