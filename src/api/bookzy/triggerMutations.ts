import { useMutation, useQueryClient } from '@tanstack/react-query';
import { triggersApi, type Trigger, type TriggerCopyMode, type TriggerInput } from '~/contract/bookzy';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { bookzyKeys } from './queries';

/**
 * Creating a trigger goes straight to the server, not through the outbox: later writes to it need
 * the id the server gives. Failures are the form's to show (spec 8.4: the call just fails).
 */
export function useCreateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TriggerInput & { device: string }) =>
      sellerClient.call(triggersApi.create, { body }, { errors: 'caller' }),
    onSuccess: (trigger) => {
      // Shown at once at the end of its list; the refetch then brings the server's whole truth.
      queryClient.setQueryData<Trigger[]>(bookzyKeys.triggers(), (triggers) => triggers && [...triggers, trigger]);
      showToast('Trigger created.', 'success');
      return queryClient.invalidateQueries({ queryKey: bookzyKeys.triggers() });
    },
  });
}

export interface CopyTriggersInput {
  /** The device that receives the copies. */
  deviceId: string;
  sourceDeviceId: string;
  mode: TriggerCopyMode;
  /** One per choice the seller confirms: a retry after a lost reply copies once. */
  idempotencyKey: string;
}

/**
 * Copying triggers goes straight to the server, like creating one: the copies' ids come from it.
 * The reply is the receiving device's whole new list, which replaces its part of the cache.
 */
export function useCopyTriggers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, sourceDeviceId, mode, idempotencyKey }: CopyTriggersInput) =>
      sellerClient.call(
        triggersApi.copy,
        { params: { id: deviceId }, body: { sourceDeviceId, mode } },
        { errors: 'caller', idempotencyKey },
      ),
    onSuccess: (copied, { deviceId }) => {
      queryClient.setQueryData<Trigger[]>(
        bookzyKeys.triggers(),
        (triggers) => triggers && [...triggers.filter((trigger) => trigger.device !== deviceId), ...copied],
      );
      return queryClient.invalidateQueries({ queryKey: bookzyKeys.triggers() });
    },
  });
}
