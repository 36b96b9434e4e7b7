import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sorterMachineKeysApi } from '~/contract/sorter';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { sorterConfigKeys } from './config';

const caller = { errors: 'caller' } as const;

/** The reply holds the whole secret: the caller shows it once and keeps it nowhere. */
export function useCreateMachineKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => sellerClient.call(sorterMachineKeysApi.create, { body: { name } }, caller),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sorterConfigKeys.machineKeys() }),
  });
}

export function useRevokeMachineKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellerClient.call(sorterMachineKeysApi.revoke, { params: { id } }, caller),
    onSuccess: (key) => {
      showToast(`${key.name} is revoked: the sorter using it is refused from now on.`, 'success');
      return queryClient.invalidateQueries({ queryKey: sorterConfigKeys.machineKeys() });
    },
  });
}
