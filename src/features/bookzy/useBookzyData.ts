import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bookzyQueries } from '~/api/bookzy/queries';
import { usePendingEntries } from '~/offline/outboxHooks';
import { devicesWithPending, ratesWithPending, triggersWithPending } from './pendingWrites';

const DEVICE_WRITES = ['bookzyDevices.setBuyCost', 'bookzyDevices.setInboundCost', 'bookzyDevices.setHiddenMode', 'bookzyDevices.rename'];
export const TRIGGER_WRITES = ['triggers.update', 'triggers.activate', 'triggers.deactivate', 'triggers.moveBelow', 'triggers.remove'];
const RATE_WRITES = ['rates.saveMediaMail'];

/**
 * Bookzy's server data as the seller last changed it: the query (or its copy on this device when
 * offline) with the writes still waiting in the outbox laid over it.
 */
export function useBookzyDevices() {
  const query = useQuery(bookzyQueries.devices());
  const pending = usePendingEntries(DEVICE_WRITES);
  const devices = useMemo(() => (query.data ? devicesWithPending(query.data, pending) : undefined), [query.data, pending]);
  return { query, devices };
}

export function useBookzyDevice(deviceId: string) {
  const { query, devices } = useBookzyDevices();
  return { query, device: devices?.find((device) => device.deviceId === deviceId) };
}

export function useDeviceTriggers(deviceId: string) {
  const query = useQuery(bookzyQueries.triggers());
  const pending = usePendingEntries(TRIGGER_WRITES);
  const triggers = useMemo(
    () =>
      query.data
        ? triggersWithPending(query.data, pending)
            .filter((trigger) => trigger.device === deviceId)
            .sort((a, b) => a.order - b.order)
        : undefined,
    [query.data, pending, deviceId],
  );
  return { query, triggers };
}

export function useMediaMailRates() {
  const query = useQuery(bookzyQueries.rates());
  const pending = usePendingEntries(RATE_WRITES);
  const rates = useMemo(() => (query.data ? ratesWithPending(query.data, pending) : undefined), [query.data, pending]);
  return { query, rates };
}
