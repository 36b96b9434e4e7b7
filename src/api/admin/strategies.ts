import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { strategiesApi, type GroupType, type Section } from '~/contract';
import { showToast } from '~/lib/toast';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** Repricer strategies (spec 7.9): staff draft a section per group type and publish it to sellers. */
export const strategyKeys = {
  all: [...adminKeys.all, 'strategies'] as const,
  list: () => [...strategyKeys.all, 'list'] as const,
  meta: () => [...strategyKeys.all, 'meta'] as const,
  section: (strategyId: number, groupType: GroupType) => [...strategyKeys.all, 'section', strategyId, groupType] as const,
};

export const strategyQueries = {
  list: () => queryOptions({ queryKey: strategyKeys.list(), queryFn: () => adminClient.call(strategiesApi.list) }),
  meta: () => queryOptions({ queryKey: strategyKeys.meta(), queryFn: () => adminClient.call(strategiesApi.meta), staleTime: 60 * 60_000 }),
  section: (strategyId: number, groupType: GroupType) =>
    queryOptions({
      queryKey: strategyKeys.section(strategyId, groupType),
      queryFn: () => adminClient.call(strategiesApi.section, { params: { id: strategyId }, query: { groupType } }),
    }),
};

function useInvalidateList() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
}

export function useCreateStrategy() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (name: string) => adminClient.call(strategiesApi.create, { body: { name } }),
    onSuccess: (strategy) => {
      invalidate();
      showToast(`Strategy ${strategy.name} created.`, 'success');
    },
  });
}

export function useRenameStrategy() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => adminClient.call(strategiesApi.rename, { params: { id }, body: { name } }),
    onSuccess: () => {
      invalidate();
      showToast('Strategy renamed.', 'success');
    },
  });
}

export function useDeleteStrategy() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: number) => adminClient.call(strategiesApi.remove, { params: { id } }),
    onSuccess: () => {
      invalidate();
      showToast('Strategy deleted; its sellers are back on their own rules.', 'success');
    },
  });
}

export function useSaveStrategySection(strategyId: number, groupType: GroupType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: Section) => adminClient.call(strategiesApi.saveSection, { params: { id: strategyId }, body: { groupType, section } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(strategyKeys.section(strategyId, groupType), saved);
      void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
      showToast('Draft saved. Sellers see it once it is published.', 'success');
    },
  });
}

/** groupType null publishes every drafted section that changed. */
export function usePublishStrategy(strategyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupType: GroupType | null) =>
      groupType === null
        ? adminClient.call(strategiesApi.publishAll, { params: { id: strategyId } })
        : [await adminClient.call(strategiesApi.publish, { params: { id: strategyId }, body: { groupType } })],
    onSuccess: (publications) => {
      void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
      showToast(publications.length === 0 ? 'Nothing new to publish.' : `Published ${publications.map((p) => `${p.groupType} v${p.version}`).join(', ')}.`, 'success');
    },
  });
}
