import { queryOptions } from '@tanstack/react-query';
import {
  sorterGatesApi,
  sorterMachineKeysApi,
  sorterSectionsApi,
  sorterSettingsApi,
} from '~/contract/sorter';
import { sellerClient } from '../clients';

/**
 * The sorter's configuration as the settings, triggers and rules screens read it. Every key sits
 * under ['sorter'], and each write marks every sorter query stale (sorterWritten), so the scan
 * screen's copy of the whole configuration is fetched again before it decides with it.
 */
export const sorterConfigKeys = {
  all: ['sorter', 'config'] as const,
  gates: () => [...sorterConfigKeys.all, 'gates'] as const,
  fallbacks: () => [...sorterConfigKeys.all, 'fallbacks'] as const,
  settings: () => [...sorterConfigKeys.all, 'settings'] as const,
  sections: () => [...sorterConfigKeys.all, 'sections'] as const,
  machineKeys: () => [...sorterConfigKeys.all, 'machine-keys'] as const,
};

const caller = { errors: 'caller' } as const;

export const sorterConfigQueries = {
  gates: () =>
    queryOptions({ queryKey: sorterConfigKeys.gates(), queryFn: () => sellerClient.call(sorterGatesApi.gates, {}, caller) }),
  fallbacks: () =>
    queryOptions({ queryKey: sorterConfigKeys.fallbacks(), queryFn: () => sellerClient.call(sorterGatesApi.fallbacks, {}, caller) }),
  settings: () =>
    queryOptions({ queryKey: sorterConfigKeys.settings(), queryFn: () => sellerClient.call(sorterSettingsApi.settings, {}, caller) }),
  sections: () =>
    queryOptions({ queryKey: sorterConfigKeys.sections(), queryFn: () => sellerClient.call(sorterSectionsApi.list, {}, caller) }),
  machineKeys: () =>
    queryOptions({ queryKey: sorterConfigKeys.machineKeys(), queryFn: () => sellerClient.call(sorterMachineKeysApi.list, {}, caller) }),
};
