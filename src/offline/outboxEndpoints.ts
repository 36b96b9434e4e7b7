import type { AnyEndpoint } from '~/contract/endpoint';
import { bookzyDevicesApi } from '~/contract/bookzy/devices';
import { ratesApi } from '~/contract/bookzy/rates';
import { triggersApi } from '~/contract/bookzy/triggers';
import { itemsApi } from '~/contract/lister/items';
import { nsessionItemsApi } from '~/contract/nsession/items';
import { sorterScansApi } from '~/contract/sorter/scans';

/**
 * Every call that may go through the outbox, by a key that never changes once shipped: stored
 * entries name their call by this key. A feature adds its writes here (one line each) rather than
 * registering them when its screen loads, so that the runner knows them on any page.
 */
export const OUTBOX_ENDPOINTS = {
  'bookzyDevices.setBuyCost': bookzyDevicesApi.setBuyCost,
  'bookzyDevices.setInboundCost': bookzyDevicesApi.setInboundCost,
  'bookzyDevices.setHiddenMode': bookzyDevicesApi.setHiddenMode,
  'bookzyDevices.rename': bookzyDevicesApi.rename,
  // Creating a trigger is not here: it needs the id the server gives, so it waits for the network.
  'triggers.update': triggersApi.update,
  'triggers.activate': triggersApi.activate,
  'triggers.deactivate': triggersApi.deactivate,
  'triggers.moveBelow': triggersApi.moveBelow,
  'triggers.remove': triggersApi.remove,
  'rates.saveMediaMail': ratesApi.saveMediaMail,
  // A scan into a listing session: kept in scan order, sent once (lister offline drafts).
  'listerItems.add': itemsApi.add,
  // A scan into a plan of the newer flow, the same way.
  'nsessionItems.add': nsessionItemsApi.add,
  // A sorter scan, with the gate the tablet showed: its scan id makes a resend count once.
  'sorterScans.record': sorterScansApi.record,
} satisfies Record<string, AnyEndpoint>;

export type OutboxEndpointKey = keyof typeof OUTBOX_ENDPOINTS;

const registry = new Map<string, AnyEndpoint>(Object.entries(OUTBOX_ENDPOINTS));

/** Adds calls at run time (tests, or a feature's extra writes). A key keeps its first endpoint. */
export function registerOutboxEndpoints(endpoints: Record<string, AnyEndpoint>) {
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const known = registry.get(key);
    if (known && known !== endpoint) throw new Error(`Outbox endpoint ${key} is already registered to another call.`);
    registry.set(key, endpoint);
  }
}

export function outboxEndpoint(key: string): AnyEndpoint | undefined {
  return registry.get(key);
}

export const UNKNOWN_ENDPOINT_MESSAGE =
  'This change was saved by another version of Folio and cannot be sent by this one. Reload Folio, then retry.';
