import { z } from 'zod/mini';
import { triggerRuleFields } from '../bookzy/triggers';
import { sellerEndpoint } from '../endpoint';
import { isoDateTime, recordId, requiredText, text } from '../fields';
import { gateSchema } from './gates';

/**
 * Sections and their rules (spec 3.4, 7.4). A section is an ordered list of rules; the first rule a
 * book matches chooses its gate. One section at most is active: the one the sorter sorts by.
 */

const SORTER: ['SORTER'] = ['SORTER'];

export const SORTER_RULE_NAME_MAX = 40;
export const SORTER_SECTION_NAME_MAX = 60;
/** More rules than a conveyor could tell apart; it also bounds an import. */
export const SORTER_RULES_MAX = 200;
/** A seller's sections, active or kept for later. */
export const SORTER_SECTIONS_MAX = 50;

const { name: _triggerName, colorCode: _triggerColour, ...limitFields } = triggerRuleFields;

/** A rule's fields: the limits of a Bookzy trigger (judged by the same evaluateTrigger) and its gate. */
export const sorterRuleFields = {
  name: requiredText(SORTER_RULE_NAME_MAX),
  gate: gateSchema,
  ...limitFields,
};

export const sorterRuleInputSchema = z.object(sorterRuleFields);
export type SorterRuleInput = z.infer<typeof sorterRuleInputSchema>;

export const sorterRuleSchema = z.object({ id: z.int(), ...sorterRuleFields });
export type SorterRuleRecord = z.infer<typeof sorterRuleSchema>;

export const sorterSectionSchema = z.object({
  id: z.int(),
  name: z.string(),
  active: z.boolean(),
  /** In order: the first rule a book matches wins. */
  rules: z.array(sorterRuleSchema),
  updatedAt: isoDateTime,
});
export type SorterSection = z.infer<typeof sorterSectionSchema>;

const sectionName = requiredText(SORTER_SECTION_NAME_MAX);

export const sorterSectionInputSchema = z.object({
  name: sectionName,
  /** The whole list, in order: saving replaces the section's rules (rule ids are not kept). */
  rules: z.array(sorterRuleInputSchema).check(z.maxLength(SORTER_RULES_MAX, { error: `must have at most ${SORTER_RULES_MAX} rules` })),
});
export type SorterSectionInput = z.infer<typeof sorterSectionInputSchema>;

/** What `sorter/section/{id}/{x}` does to a section. */
export const SECTION_ACTIONS = ['activate', 'deactivate'] as const;
export type SectionAction = (typeof SECTION_ACTIONS)[number];

/** How imported rules meet the section's own: REPLACE removes them first, APPEND adds after them. */
export const RULE_IMPORT_MODES = ['REPLACE', 'APPEND'] as const;
export type RuleImportMode = (typeof RULE_IMPORT_MODES)[number];

/**
 * A rules file as text. A CSV of 200 rules is under 30,000 characters, but the file may also be a
 * whole-configuration export, so it may be as long as one (SORTER_TRANSFER_MAX).
 */
export const RULES_FILE_MAX = 4_000_000;

export const ruleImportSchema = z.object({
  /** A rules CSV (rulesCsv.ts's header and columns) or a configuration export (transfer.ts). */
  file: text('is required').check(
    z.minLength(1, { error: 'is empty' }),
    z.maxLength(RULES_FILE_MAX, { error: `must have at most ${RULES_FILE_MAX} characters` }),
  ),
  mode: z.enum(RULE_IMPORT_MODES, { error: 'must be REPLACE or APPEND' }),
});
export type RuleImport = z.infer<typeof ruleImportSchema>;

const sectionParams = z.object({ id: recordId });

export const sorterSectionsApi = {
  list: sellerEndpoint({
    method: 'GET',
    path: 'sorter/section',
    summary: "The seller's sections with their rules, newest first, the active one marked",
    products: SORTER,
    reply: z.array(sorterSectionSchema),
  }),
  create: sellerEndpoint({
    method: 'POST',
    path: 'sorter/section',
    summary: 'Create a section with its rules; the first section a seller makes is active',
    products: SORTER,
    body: sorterSectionInputSchema,
    reply: sorterSectionSchema,
  }),
  update: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/section/:id',
    summary: "Rename a section and replace its rules, in order",
    products: SORTER,
    params: sectionParams,
    body: sorterSectionInputSchema,
    reply: sorterSectionSchema,
  }),
  act: sellerEndpoint({
    method: 'PUT',
    path: 'sorter/section/:id/:action',
    summary: 'Activate a section (the one active before stops being so) or deactivate it',
    products: SORTER,
    params: z.object({ id: recordId, action: z.enum(SECTION_ACTIONS, { error: 'must be activate or deactivate' }) }),
    reply: sorterSectionSchema,
  }),
  remove: sellerEndpoint({
    method: 'DELETE',
    path: 'sorter/section/:id',
    summary: 'Delete a section and its rules',
    products: SORTER,
    params: sectionParams,
  }),
  importRules: sellerEndpoint({
    method: 'POST',
    path: 'sorter/section/:id/import/rules',
    summary: 'Import rules from a file into a section, all or nothing: a bad file is refused with every bad line named',
    products: SORTER,
    params: sectionParams,
    body: ruleImportSchema,
    reply: sorterSectionSchema,
  }),
};
