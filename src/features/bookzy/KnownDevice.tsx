import type { ReactNode } from 'react';
import { QueryStatus } from '~/components/QueryStatus';
import { RecordNotFound } from '~/components/RecordNotFound';
import { useBookzyDevice } from './useBookzyData';

/**
 * A device screen opens only for one of the seller's active devices: an address naming another
 * says so and leads back to the device list, and nothing can be scanned into it. While the list
 * is not known yet offline, the screen opens: scans wait on the phone as they always do.
 */
export function KnownDevice({ deviceId, children }: { deviceId: string; children: ReactNode }) {
  const { query, device } = useBookzyDevice(deviceId);
  if (query.isSuccess && !device) {
    return <RecordNotFound record="This Bookzy device" backTo="/bookzy" backLabel="Back to your Bookzy devices" />;
  }
  if (query.isPending && query.fetchStatus === 'fetching') return <QueryStatus query={query} what="Bookzy device" />;
  return children;
}
