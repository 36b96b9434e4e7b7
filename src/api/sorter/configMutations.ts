import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  sorterGatesApi,
  sorterSettingsApi,
  type FallbackSettings,
  type Gate,
  type GateMetadata,
  type GateMetadataInput,
  type SorterSettings,
} from '~/contract/sorter';
import { gateNumber } from '~/contract/sorter/gates';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { sorterConfigKeys } from './config';

/**
 * Writes to the gates, the fallbacks and the settings. Each failure is left to the screen that
 * made it (errors: 'caller'): it is shown beside the fields, where the seller can act on it.
 */

const caller = { errors: 'caller' } as const;

/** Every sorter query (the scan screen's meta included) reads the configuration just written. */
export function sorterWritten(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['sorter'] });
}

export function useSaveGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gate, input }: { gate: Gate; input: GateMetadataInput }) =>
      sellerClient.call(sorterGatesApi.updateGate, { params: { gate }, body: input }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData<GateMetadata[]>(sorterConfigKeys.gates(), (gates) =>
        gates?.map((gate) => (gate.gate === saved.gate ? saved : gate)),
      );
      showToast(`Gate ${gateNumber(saved.gate)} saved.`, 'success');
      return sorterWritten(queryClient);
    },
  });
}

/** All cases at once (spec 7.4); a refusal leaves the server's prior values in force. */
export function useSaveFallbacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FallbackSettings) => sellerClient.call(sorterGatesApi.updateFallbacks, { body }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData(sorterConfigKeys.fallbacks(), saved);
      showToast('Fallback scenarios saved.', 'success');
      return sorterWritten(queryClient);
    },
  });
}

export function useSaveSorterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SorterSettings) => sellerClient.call(sorterSettingsApi.updateSettings, { body }, caller),
    onSuccess: (saved) => {
      queryClient.setQueryData(sorterConfigKeys.settings(), saved);
      showToast('Sorter settings saved.', 'success');
      return sorterWritten(queryClient);
    },
  });
}
