import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsApi, type ListingChannel, type SessionSettings, type SkuSettings } from '~/contract/lister';
import { plural } from '~/lib/plural';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { listerKeys } from './queries';

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, name }: { channel: ListingChannel; name?: string }) =>
      sellerClient.call(sessionsApi.create, { body: { channel, ...(name ? { name } : {}) } }),
    // The listing screen fetches the new session itself, which also keeps its copy on the device.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists() }),
  });
}

export function useRenameSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => sellerClient.call(sessionsApi.rename, { params: { sessionId }, body: { name } }),
    onSuccess: (session) => {
      queryClient.setQueryData(listerKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists() });
      showToast('Session renamed.', 'success');
    },
  });
}

export function useSubmitSession(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sellerClient.call(sessionsApi.submit, { params: { sessionId } }),
    onSuccess: (session) => {
      queryClient.setQueryData(listerKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: listerKeys.session(sessionId) });
      void queryClient.invalidateQueries({ queryKey: listerKeys.sessionLists() });
      const count = session.shipments.length;
      showToast(`Session submitted: ${plural(count, 'shipment')} to box.`, 'success');
    },
  });
}

export function useSaveSessionSettings(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SessionSettings) =>
      sellerClient.call(sessionsApi.saveSettings, { params: { sessionId }, body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(listerKeys.settings(sessionId), settings);
      showToast('Session settings saved.', 'success');
    },
  });
}

export function useSaveSkuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SkuSettings) => sellerClient.call(sessionsApi.saveSkuSettings, { body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(listerKeys.skuSettings(settings.channel), settings);
      showToast('SKU settings saved.', 'success');
    },
  });
}
