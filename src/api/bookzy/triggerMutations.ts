import { useMutation, useQueryClient } from '@tanstack/react-query';
import { triggersApi, type Trigger, type TriggerInput } from '~/contract/bookzy';
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
