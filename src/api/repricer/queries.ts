import { queryOptions } from '@tanstack/react-query';
import { repricerApi, repricerRunsApi, stockApi, type GroupType, type ResultCode, type ResultState } from '~/contract';
import { LATEST_RESULTS_PAGE_SIZE } from '~/contract/repricer/api';
import { sellerClient } from '../clients';

export interface ResultFilters {
  searchText: string;
  state?: ResultState;
  code?: ResultCode;
  groupType?: GroupType;
  page: number;
}
export const RESULTS_PAGE_SIZE = 25;

/** Query keys of the repricer screens; everything a run changes sits under `results` and `runs`. */
export const repricerKeys = {
  all: ['repricer'] as const,
  meta: () => [...repricerKeys.all, 'meta'] as const,
  settings: () => [...repricerKeys.all, 'settings'] as const,
  section: (groupId: number) => [...repricerKeys.all, 'section', groupId] as const,
  strategiesFor: (groupType: GroupType) => [...repricerKeys.all, 'strategiesFor', groupType] as const,
  exclusions: () => [...repricerKeys.all, 'exclusions'] as const,
  results: () => [...repricerKeys.all, 'results'] as const,
  summary: () => [...repricerKeys.results(), 'summary'] as const,
  latestResults: () => [...repricerKeys.results(), 'latest'] as const,
  search: (filters: ResultFilters) => [...repricerKeys.results(), 'search', filters] as const,
  runs: () => [...repricerKeys.all, 'runs'] as const,
  run: (runId: number) => [...repricerKeys.runs(), runId] as const,
  latestRun: () => [...repricerKeys.runs(), 'latest'] as const,
  stockSku: (sku: string) => ['stock', 'sku', sku] as const,
};

/** A run still moving is read again every two seconds until it settles. */
const RUN_POLL_MS = 2000;
const isMoving = (state: string | undefined) => state === 'QUEUED' || state === 'RUNNING';

export const repricerQueries = {
  meta: () => queryOptions({ queryKey: repricerKeys.meta(), queryFn: () => sellerClient.call(repricerApi.meta), staleTime: 60 * 60_000 }),
  settings: () => queryOptions({ queryKey: repricerKeys.settings(), queryFn: () => sellerClient.call(repricerApi.settings) }),
  section: (groupId: number) =>
    queryOptions({ queryKey: repricerKeys.section(groupId), queryFn: () => sellerClient.call(repricerApi.section, { params: { id: groupId } }) }),
  strategiesFor: (groupType: GroupType) =>
    queryOptions({
      queryKey: repricerKeys.strategiesFor(groupType),
      queryFn: () => sellerClient.call(repricerApi.strategiesFor, { query: { groupType } }),
    }),
  exclusions: () => queryOptions({ queryKey: repricerKeys.exclusions(), queryFn: () => sellerClient.call(repricerApi.exclusions) }),
  summary: () => queryOptions({ queryKey: repricerKeys.summary(), queryFn: () => sellerClient.call(repricerApi.summary) }),
  latestResults: () =>
    queryOptions({
      queryKey: repricerKeys.latestResults(),
      queryFn: () => sellerClient.call(repricerApi.latestResults, { query: { pageSize: LATEST_RESULTS_PAGE_SIZE } }),
    }),
  search: (filters: ResultFilters) =>
    queryOptions({
      queryKey: repricerKeys.search(filters),
      queryFn: () =>
        sellerClient.call(repricerApi.searchResults, {
          query: {
            ...(filters.searchText ? { searchText: filters.searchText } : {}),
            ...(filters.state ? { state: filters.state } : {}),
            ...(filters.code ? { code: filters.code } : {}),
            ...(filters.groupType ? { groupType: filters.groupType } : {}),
            page: filters.page,
            pageSize: RESULTS_PAGE_SIZE,
          },
        }),
      placeholderData: (previous) => previous,
    }),
  latestRun: () =>
    queryOptions({
      queryKey: repricerKeys.latestRun(),
      queryFn: () => sellerClient.call(repricerRunsApi.latest),
      retry: false,
    }),
  run: (runId: number) =>
    queryOptions({
      queryKey: repricerKeys.run(runId),
      queryFn: () => sellerClient.call(repricerRunsApi.read, { params: { id: runId } }),
      refetchInterval: (query) => (isMoving(query.state.data?.state) ? RUN_POLL_MS : false),
    }),
  /** One SKU with its offers now: what the group editor's preview prices. */
  stockSku: (sku: string) =>
    queryOptions({
      queryKey: repricerKeys.stockSku(sku),
      queryFn: () => sellerClient.call(stockApi.detail, { params: { sku } }),
      retry: false,
      enabled: sku !== '',
    }),
};

export { isMoving as isRunMoving };
