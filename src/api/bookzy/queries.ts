import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { BOOKZY_DEVICE_PAGE_SIZE } from '~/contract/constants';
import {
  bookzyDeviceSchema,
  bookzyDevicesApi,
  mediaMailRatesSchema,
  ratesApi,
  triggerSchema,
  triggersApi,
} from '~/contract/bookzy';
import { sellerClient } from '../clients';
import { savedCopy } from '~/offline/savedCopy';
import { fetchWithOfflineCopy } from '../offlineCopy';

export const bookzyKeys = {
  all: ['bookzy'] as const,
  devices: () => [...bookzyKeys.all, 'devices'] as const,
  triggers: () => [...bookzyKeys.all, 'triggers'] as const,
  rates: () => [...bookzyKeys.all, 'rates'] as const,
};

/** What scanning needs is kept on the device: the scan screen must open at a book sale with no signal. */
const copies = {
  devices: savedCopy('bookzy.devices', z.array(bookzyDeviceSchema)),
  triggers: savedCopy('bookzy.triggers', z.array(triggerSchema)),
  rates: savedCopy('bookzy.rates', mediaMailRatesSchema),
};

const offlineFirst = { networkMode: 'offlineFirst', staleTime: 30_000 } as const;

export const bookzyQueries = {
  /** The ACTIVE devices, one page of the spec's 50. */
  devices: () =>
    queryOptions({
      queryKey: bookzyKeys.devices(),
      queryFn: () =>
        fetchWithOfflineCopy(copies.devices, async () => {
          const page = await sellerClient.call(
            bookzyDevicesApi.settingsList,
            { query: { pageSize: BOOKZY_DEVICE_PAGE_SIZE, deviceStatus: 'ACTIVE' } },
            { errors: 'caller' },
          );
          return page.content;
        }),
      ...offlineFirst,
    }),
  triggers: () =>
    queryOptions({
      queryKey: bookzyKeys.triggers(),
      queryFn: () =>
        fetchWithOfflineCopy(copies.triggers, () => sellerClient.call(triggersApi.list, {}, { errors: 'caller' })),
      ...offlineFirst,
    }),
  rates: () =>
    queryOptions({
      queryKey: bookzyKeys.rates(),
      queryFn: () =>
        fetchWithOfflineCopy(copies.rates, () => sellerClient.call(ratesApi.mediaMail, {}, { errors: 'caller' })),
      ...offlineFirst,
    }),
};
