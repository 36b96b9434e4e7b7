import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repricerApi, repricerRunsApi, type GroupPreferences, type GlobalRepricerSettings, type Section } from '~/contract';
import type { z } from 'zod/mini';
import type { sellerExclusionInput } from '~/contract/repricer/views';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { repricerKeys } from './queries';

export type ExclusionInput = z.input<typeof sellerExclusionInput>;

export function useSetGroupActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, active }: { groupId: number; active: boolean }) =>
      sellerClient.call(active ? repricerApi.activate : repricerApi.deactivate, { params: { id: groupId } }),
    onSuccess: (group) => {
      void queryClient.invalidateQueries({ queryKey: repricerKeys.settings() });
      showToast(`${group.label} ${group.active ? 'will be repriced' : 'is left out of the next runs'}.`, 'success');
    },
  });
}

export function useSaveSection(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: Section) => sellerClient.call(repricerApi.saveSection, { params: { id: groupId }, body: section }),
    onSuccess: (saved) => {
      queryClient.setQueryData(repricerKeys.section(groupId), saved);
      void queryClient.invalidateQueries({ queryKey: repricerKeys.settings() });
      showToast('Rules saved.', 'success');
    },
  });
}

/** strategyId null: back to the group's own rules, kept aside while it followed the strategy. */
export function useAdoptStrategy(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (strategyId: number | null) => sellerClient.call(repricerApi.adoptStrategy, { body: { groupId, strategyId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(repricerKeys.section(groupId), saved);
      void queryClient.invalidateQueries({ queryKey: repricerKeys.settings() });
      showToast(saved.strategy ? `The group now follows ${saved.strategy.name}.` : 'The group is priced by its own rules again.', 'success');
    },
  });
}

export function useSaveGlobalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { settings: GlobalRepricerSettings; groupPreferences: GroupPreferences }) =>
      sellerClient.call(repricerApi.saveSettings, { body }),
    onSuccess: (view) => {
      queryClient.setQueryData(repricerKeys.settings(), view);
      showToast('Repricer settings saved.', 'success');
    },
  });
}

export function useSaveExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExclusionInput }) =>
      id === null
        ? sellerClient.call(repricerApi.addExclusion, { body: input })
        : sellerClient.call(repricerApi.changeExclusion, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: repricerKeys.exclusions() });
      showToast('Seller exclusion saved.', 'success');
    },
  });
}

export function useRemoveExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellerClient.call(repricerApi.removeExclusion, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: repricerKeys.exclusions() });
      showToast('The seller competes again.', 'success');
    },
  });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sellerClient.call(repricerRunsApi.start),
    onSuccess: (run) => {
      queryClient.setQueryData(repricerKeys.latestRun(), run);
      queryClient.setQueryData(repricerKeys.run(run.id), run);
    },
  });
}
