import { sellerSession } from '~/api/clients';
import type { CallInput } from '~/contract/endpoint';
import { showToast } from '~/lib/toast';
import { createOutbox } from './createOutbox';
import { dexieOutboxStorage } from './dexieOutboxStorage';
import type { OutboxEntry, OutboxInput } from './outboxEntry';
import type { OUTBOX_ENDPOINTS, OutboxEndpointKey } from './outboxEndpoints';
import { emitOutboxWork } from './outboxEvents';

export const outboxStorage = dexieOutboxStorage();

const appOutbox = createOutbox({
  storage: outboxStorage,
  deviceId: () => sellerSession.deviceId(),
  now: () => Date.now(),
  newKey: () => crypto.randomUUID(),
  onStorageFull: (error) => showToast(error.message, 'error'),
  onWork: emitOutboxWork,
});

/**
 * Queues a write for the server, typed by its endpoint: resolves once it is safely stored on this
 * device (the sync runner sends it when it can), rejects with StorageFullError when it was not.
 */
export function enqueue<K extends OutboxEndpointKey>(
  endpointKey: K,
  input: CallInput<(typeof OUTBOX_ENDPOINTS)[K]>,
  options: { label: string },
): Promise<OutboxEntry> {
  return appOutbox.enqueue(endpointKey, input as OutboxInput, options);
}

/** For calls added with registerOutboxEndpoints: the same, without the endpoint's types. */
export const enqueueUntyped = appOutbox.enqueue;
export const retryEntry = appOutbox.retryEntry;
export const discardEntry = appOutbox.discardEntry;
