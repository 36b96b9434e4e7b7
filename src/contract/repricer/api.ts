import { z } from 'zod/mini';
import { sellerEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { queryInt, searchTextQuery } from '../lister/fields';
import { RESULT_CODES, RESULT_STATES } from './codes';
import { sectionSchema } from './rules';
import {
  globalSettingsSchema,
  groupParams,
  groupPreferencesSchema,
  groupSectionSchema,
  groupSummarySchema,
  groupType,
  publishedStrategySchema,
  repricerGroupSchema,
  repricerMetaSchema,
  repricerSettingsViewSchema,
  resultPageSchema,
  sellerExclusionInput,
  sellerExclusionViewSchema,
} from './views';

export const RESULT_PAGE_SIZE_MAX = 100;
export const LATEST_RESULTS_PAGE_SIZE = 5;

const products = ['REPRICER'] as const;
const exclusionParams = z.object({ id: recordId });

export const repricerApi = {
  meta: sellerEndpoint({
    method: 'GET',
    path: 'repricer/meta',
    summary: 'The words the repricer screens show: group types, result states and codes, reasons, failures, line checks',
    products,
    reply: repricerMetaSchema,
  }),
  settings: sellerEndpoint({
    method: 'GET',
    path: 'repricer/settings',
    summary: "The seller's global settings, every group with its section and strategy, and how the groups are shown",
    products,
    reply: repricerSettingsViewSchema,
  }),
  saveSettings: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/settings',
    summary: 'Change the global settings and how the groups are shown',
    products,
    body: z.object({ settings: globalSettingsSchema, groupPreferences: groupPreferencesSchema }),
    reply: repricerSettingsViewSchema,
  }),
  activate: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/settings/:id/activate',
    summary: 'Reprice the group in the next runs',
    products,
    params: groupParams,
    reply: repricerGroupSchema,
  }),
  deactivate: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/settings/:id/deactivate',
    summary: 'Leave the group out of the next runs',
    products,
    params: groupParams,
    reply: repricerGroupSchema,
  }),
  section: sellerEndpoint({
    method: 'GET',
    path: 'repricer/section/:id',
    summary: 'The section a group is priced by',
    products,
    params: groupParams,
    reply: groupSectionSchema,
  }),
  saveSection: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/section/:id',
    summary: "Save the group's own section from the group editor; a group following a strategy goes back to its own rules",
    products,
    params: groupParams,
    body: sectionSchema,
    reply: groupSectionSchema,
  }),
  summary: sellerEndpoint({
    method: 'GET',
    path: 'repricer/summary',
    summary: "Per group, how many results of its latest run ended in each state",
    products,
    reply: z.array(groupSummarySchema),
  }),
  searchResults: sellerEndpoint({
    method: 'GET',
    path: 'repricer/result/search/v2',
    summary: "A run's results (the latest by default), by state, code, group and text in the SKU, ASIN or title; by SKU",
    products,
    query: z.object({
      runId: z.optional(queryInt(1, 2_147_483_647)),
      state: z.optional(z.enum(RESULT_STATES, { error: `must be one of ${RESULT_STATES.join(', ')}` })),
      code: z.optional(z.enum(RESULT_CODES, { error: 'must be a known result code' })),
      groupType: z.optional(groupType),
      searchText: searchTextQuery,
      page: z.optional(queryInt(0, 100_000)),
      pageSize: z.optional(queryInt(1, RESULT_PAGE_SIZE_MAX)),
    }),
    reply: resultPageSchema,
  }),
  latestResults: sellerEndpoint({
    method: 'GET',
    path: 'repricer/result/latest',
    summary: 'The latest results, newest first, for the dashboard',
    products,
    query: z.object({ pageSize: z.optional(queryInt(1, RESULT_PAGE_SIZE_MAX)) }),
    reply: resultPageSchema,
  }),
  exclusions: sellerEndpoint({
    method: 'GET',
    path: 'repricer/settings/seller/exclusion',
    summary: 'The sellers left out of the competition, by name',
    products,
    reply: z.array(sellerExclusionViewSchema),
  }),
  addExclusion: sellerEndpoint({
    method: 'POST',
    path: 'repricer/settings/seller/exclusion',
    summary: 'Leave a seller out of the competition',
    products,
    body: sellerExclusionInput,
    reply: sellerExclusionViewSchema,
  }),
  changeExclusion: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/settings/seller/exclusion/:id',
    summary: 'Change a seller exclusion',
    products,
    params: exclusionParams,
    body: sellerExclusionInput,
    reply: sellerExclusionViewSchema,
  }),
  removeExclusion: sellerEndpoint({
    method: 'DELETE',
    path: 'repricer/settings/seller/exclusion/:id',
    summary: 'Take a seller back into the competition',
    products,
    params: exclusionParams,
  }),
  strategiesFor: sellerEndpoint({
    method: 'GET',
    path: 'repricer/groupType/strategies',
    summary: 'The strategies published for a group type, each at its latest version',
    products,
    query: z.object({ groupType }),
    reply: z.array(publishedStrategySchema),
  }),
  adoptStrategy: sellerEndpoint({
    method: 'PUT',
    path: 'repricer/strategy',
    summary: "Price a group by a strategy's latest published section, or (strategyId null) by its own rules again",
    products,
    body: z.object({ groupId: recordId, strategyId: z.nullable(recordId) }),
    reply: groupSectionSchema,
  }),
};
