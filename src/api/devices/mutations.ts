import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '~/contract/devices';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { userKeys } from '../user/queries';

export function useRenameDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, deviceName }: { deviceId: string; deviceName: string }) =>
      sellerClient.call(devicesApi.rename, { params: { id: deviceId }, body: { deviceName } }),
    onSuccess: () => {
      showToast('Device renamed.', 'success');
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/**
 * Removing another device signs it out at its next call. Removing this one ends this session: the
 * next call answers 1054, whose catalogue row shows the message and logs out (spec 8.1).
 */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => sellerClient.call(devicesApi.remove, { params: { id: deviceId } }),
    onSuccess: () => {
      showToast('Device removed.', 'success');
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
