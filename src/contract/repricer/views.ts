import { z } from 'zod/mini';
import { isoDateTime, recordId, text } from '../fields';
import { FAILURE_CODES, LINE_CHECKS, REASON_CODES, RESULT_CODES, RESULT_STATES, RUN_OUTCOMES } from './codes';
import { GROUP_TYPES } from './market';
import { sectionSchema } from './rules';
import { repricerSettingsSchema } from './settings';

/**
 * What the repricer screens read and write (spec 7.8): the seller's groups, the global settings,
 * the seller exclusions, the strategies a group may adopt and the results of runs.
 */

export const groupType = z.enum(GROUP_TYPES, { error: `must be one of ${GROUP_TYPES.join(', ')}` });
export const groupParams = z.object({ id: recordId });

/** The global settings as the seller edits them; the excluded sellers have calls of their own. */
export const globalSettingsSchema = z.omit(repricerSettingsSchema, { excludedSellers: true });
export type GlobalRepricerSettings = z.infer<typeof globalSettingsSchema>;

/** Spec 3.1: how the settings screen shows each group, remembered per seller. */
export const groupPreferenceSchema = z.object({
  order: z.int({ error: 'must be a whole number' }).check(z.minimum(0, { error: 'must be at least 0' }), z.maximum(99, { error: 'must be at most 99' })),
  collapsed: z.boolean({ error: 'must be true or false' }),
});
export const groupPreferencesSchema = z.partialRecord(groupType, groupPreferenceSchema);
export type GroupPreferences = z.infer<typeof groupPreferencesSchema>;

/** A published strategy section: the snapshot a group follows once it adopts it. */
export const publishedStrategySchema = z.object({
  strategyId: z.int(),
  name: z.string(),
  version: z.int(),
  publishedAt: isoDateTime,
});
export type PublishedStrategy = z.infer<typeof publishedStrategySchema>;

export const repricerGroupSchema = z.object({
  id: z.int(),
  groupType,
  label: z.string(),
  active: z.boolean(),
  /** The section the group is priced by: the adopted strategy's snapshot, or the seller's own. */
  sectionName: z.string(),
  lineCount: z.int(),
  strategy: z.nullable(publishedStrategySchema),
  updatedAt: isoDateTime,
});
export type RepricerGroup = z.infer<typeof repricerGroupSchema>;

export const repricerSettingsViewSchema = z.object({
  settings: globalSettingsSchema,
  groups: z.array(repricerGroupSchema),
  groupPreferences: groupPreferencesSchema,
});
export type RepricerSettingsView = z.infer<typeof repricerSettingsViewSchema>;

export const groupSectionSchema = z.object({
  groupId: z.int(),
  groupType,
  /** What the group is priced by now. */
  section: sectionSchema,
  /** Set while the group follows a strategy; its own section is then kept aside for going back. */
  strategy: z.nullable(publishedStrategySchema),
});
export type GroupSection = z.infer<typeof groupSectionSchema>;

const optionalNote = (max: number) =>
  z.nullable(text().check(z.trim(), z.maxLength(max, { error: `must have at most ${max} characters` })));

export const sellerExclusionInput = z.object({
  /** The marketplace's id of the seller; null when only the name is known. */
  sellerId: z.pipe(optionalNote(40), z.transform((value) => value || null)),
  sellerName: text('is required').check(z.trim(), z.minLength(1, { error: 'is required' }), z.maxLength(100, { error: 'must have at most 100 characters' })),
  note: z.pipe(optionalNote(500), z.transform((value) => value || null)),
});
export const sellerExclusionViewSchema = z.object({
  id: z.int(),
  sellerId: z.nullable(z.string()),
  sellerName: z.string(),
  note: z.nullable(z.string()),
});
export type SellerExclusionView = z.infer<typeof sellerExclusionViewSchema>;

export const repricingResultSchema = z.object({
  id: z.int(),
  runId: z.int(),
  sku: z.string(),
  asin: z.string(),
  title: z.string(),
  groupType,
  state: z.enum(RESULT_STATES),
  code: z.enum(RESULT_CODES),
  reasons: z.array(z.enum(REASON_CODES)),
  outcome: z.enum(RUN_OUTCOMES),
  failureCode: z.nullable(z.enum(FAILURE_CODES)),
  previousPrice: z.nullable(z.int()),
  newPrice: z.nullable(z.int()),
  /** The engine's account of each line it tried; its shape is the engine's. */
  trail: z.unknown(),
  pricedAt: isoDateTime,
});
export type RepricingResult = z.infer<typeof repricingResultSchema>;

export const resultPageSchema = z.object({
  content: z.array(repricingResultSchema),
  total: z.int(),
  page: z.int(),
  /** The run the page is from; null when the seller has no results yet. */
  runId: z.nullable(z.int()),
});

export const groupSummarySchema = z.object({
  groupType,
  label: z.string(),
  /** The group's latest run; null when it has none. */
  runId: z.nullable(z.int()),
  ranAt: z.nullable(isoDateTime),
  counts: z.record(z.enum(RESULT_STATES), z.int()),
});

export const repricerMetaSchema = z.object({
  groupTypes: z.array(z.object({ groupType, label: z.string() })),
  resultStates: z.array(
    z.object({
      state: z.enum(RESULT_STATES),
      label: z.string(),
      codes: z.array(z.object({ code: z.enum(RESULT_CODES), label: z.string() })),
    }),
  ),
  reasonCodes: z.array(z.enum(REASON_CODES)),
  failureCodes: z.array(z.enum(FAILURE_CODES)),
  runOutcomes: z.array(z.object({ outcome: z.enum(RUN_OUTCOMES), label: z.string() })),
  lineChecks: z.array(z.object({ check: z.enum(LINE_CHECKS), label: z.string() })),
});
