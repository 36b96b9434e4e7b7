import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { isoDateTime, recordId, text } from '../fields';
import { fallbackSchema, sectionSchema } from '../repricer/rules';
import { groupType } from '../repricer/views';

/**
 * Repricing strategies (spec 7.9): staff write a section per group type, then publish it. Sellers
 * adopt a published snapshot, so editing a strategy changes no seller's prices until it is
 * published again.
 */

export const STRATEGY_NAME_MAX = 80;
const strategyName = text('is required').check(
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(STRATEGY_NAME_MAX, { error: `must have at most ${STRATEGY_NAME_MAX} characters` }),
);
const strategyParams = z.object({ id: recordId });

export const strategyGroupSchema = z.object({
  groupType,
  /** Whether staff have written a section for this group type. */
  drafted: z.boolean(),
  /** The latest published version; null before the first publication. */
  publishedVersion: z.nullable(z.int()),
  publishedAt: z.nullable(isoDateTime),
  /** Whether the draft differs from the latest publication (so publishing would change something). */
  unpublishedChanges: z.boolean(),
});

export const strategySchema = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  groups: z.array(strategyGroupSchema),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategySectionSchema = z.object({
  strategyId: z.int(),
  groupType,
  /** The draft; before staff write one, an empty section ending in the strategy's default action. */
  section: sectionSchema,
  drafted: z.boolean(),
  publishedVersion: z.nullable(z.int()),
});
export type StrategySection = z.infer<typeof strategySectionSchema>;

export const publicationSchema = z.object({ groupType, version: z.int(), publishedAt: isoDateTime });

export const strategiesApi = {
  list: adminEndpoint({
    method: 'GET',
    path: 'repricer/strategy',
    summary: 'Every strategy, by name, with what is drafted and published per group type',
    reply: z.array(strategySchema),
  }),
  create: adminEndpoint({
    method: 'POST',
    path: 'repricer/strategy',
    summary: 'Start a strategy with no sections',
    body: z.object({ name: strategyName }),
    reply: strategySchema,
  }),
  rename: adminEndpoint({
    method: 'PUT',
    path: 'repricer/strategy/:id',
    summary: 'Rename a strategy',
    params: strategyParams,
    body: z.object({ name: strategyName }),
    reply: strategySchema,
  }),
  remove: adminEndpoint({
    method: 'DELETE',
    path: 'repricer/strategy/:id',
    summary: 'Delete a strategy; groups that followed it go back to their own rules',
    params: strategyParams,
  }),
  meta: adminEndpoint({
    method: 'GET',
    path: 'repricer/strategy/meta',
    summary: 'The group types a strategy has sections for',
    reply: z.object({ groupTypes: z.array(z.object({ groupType, label: z.string() })) }),
  }),
  saveSection: adminEndpoint({
    method: 'PUT',
    path: 'repricer/strategy/:id/section',
    summary: "Save a strategy's draft section for a group type (sellers see it once published)",
    params: strategyParams,
    body: z.object({ groupType, section: sectionSchema }),
    reply: strategySectionSchema,
  }),
  section: adminEndpoint({
    method: 'GET',
    path: 'repricer/strategy/:id/section',
    summary: "A strategy's draft section for a group type",
    params: strategyParams,
    query: z.object({ groupType }),
    reply: strategySectionSchema,
  }),
  publish: adminEndpoint({
    method: 'PUT',
    path: 'repricer/strategy/:id/publish',
    summary: "Publish the draft section of a group type as the strategy's next version",
    params: strategyParams,
    body: z.object({ groupType }),
    reply: publicationSchema,
  }),
  publishAll: adminEndpoint({
    method: 'PUT',
    path: 'repricer/strategy/:id/publish/all',
    summary: 'Publish every drafted section that differs from its latest publication',
    params: strategyParams,
    reply: z.array(publicationSchema),
  }),
  defaultAction: adminEndpoint({
    method: 'GET',
    path: 'repricer/strategy/:id/default/action',
    summary: "What the strategy's new sections do when no line prices a SKU",
    params: strategyParams,
    reply: fallbackSchema,
  }),
};
