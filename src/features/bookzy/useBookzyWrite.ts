import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookzyKeys } from '~/api/bookzy/queries';
import type { BookzyDevice, MediaMailRates, Trigger } from '~/contract/bookzy';
import type { CallInput } from '~/contract/endpoint';
import { showToast } from '~/lib/toast';
import { enqueue } from '~/offline/outbox';
import type { OUTBOX_ENDPOINTS, OutboxEndpointKey } from '~/offline/outboxEndpoints';
import { onOutboxApplied } from '~/offline/outboxEvents';

/** What the seller reads once the server has a change (spec 8.4 names the two cost toasts). */
const APPLIED_MESSAGES: Partial<Record<OutboxEndpointKey, string>> = {
  'bookzyDevices.setBuyCost': 'Buy cost updated.',
  'bookzyDevices.setInboundCost': 'Inbound cost updated.',
  'bookzyDevices.setHiddenMode': 'Hidden mode updated.',
  'bookzyDevices.rename': 'Device renamed.',
  'rates.saveMediaMail': 'Media mail rates saved.',
};

type Applied = Parameters<Parameters<typeof onOutboxApplied>[0]>[0];

/**
 * Puts the server's reply into the cache at once: the overlay disappears as soon as the entry is
 * deleted, and the screen must not flash the old value until a refetch.
 */
function writeReply(queryClient: QueryClient, { endpointKey, input, reply }: Applied) {
  const [domain] = endpointKey.split('.');
  if (domain === 'bookzyDevices' && reply) {
    const device = reply as BookzyDevice;
    queryClient.setQueryData<BookzyDevice[]>(bookzyKeys.devices(), (devices) =>
      devices?.map((old) => (old.deviceId === device.deviceId ? device : old)),
    );
  } else if (domain === 'triggers') {
    const removedId = endpointKey === 'triggers.remove' ? Number(input.params?.id) : null;
    const changed = ([] as Trigger[]).concat(removedId === null ? ((reply as Trigger | Trigger[] | null) ?? []) : []);
    queryClient.setQueryData<Trigger[]>(bookzyKeys.triggers(), (triggers) =>
      triggers
        ?.filter((trigger) => trigger.id !== removedId)
        .map((trigger) => changed.find((next) => next.id === trigger.id) ?? trigger),
    );
    // A removal also renumbers the triggers below it, which its empty reply does not say.
    if (removedId !== null) void queryClient.invalidateQueries({ queryKey: bookzyKeys.triggers() });
  } else if (domain === 'rates' && reply) {
    queryClient.setQueryData(bookzyKeys.rates(), reply as MediaMailRates);
  }
}

/** Mounted once in the Bookzy area: moves screens from the overlay to the server's answer. */
export function useBookzyAppliedWrites() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxApplied((applied) => {
        writeReply(queryClient, applied);
        const message = APPLIED_MESSAGES[applied.endpointKey as OutboxEndpointKey];
        if (message) showToast(message, 'success');
      }),
    [queryClient],
  );
}

/**
 * Saves a Bookzy change through the outbox: stored on this device first (the screen shows it at
 * once), sent when the network allows. Resolves false when the device could not store it.
 */
export async function saveBookzyChange<K extends OutboxEndpointKey>(
  endpointKey: K,
  input: CallInput<(typeof OUTBOX_ENDPOINTS)[K]>,
  label: string,
): Promise<boolean> {
  try {
    await enqueue(endpointKey, input, { label });
  } catch {
    // The outbox has already told the seller why (storage full or unavailable).
    return false;
  }
  if (!navigator.onLine) showToast('Saved on this device. It will sync when you are back online.', 'default');
  return true;
}
