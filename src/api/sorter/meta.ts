import { queryOptions } from '@tanstack/react-query';
import { sorterMetaApi, sorterMetaSchema } from '~/contract/sorter';
import { savedCopy } from '~/offline/savedCopy';
import { sellerClient } from '../clients';
import { fetchWithOfflineCopy } from '../offlineCopy';

export const sorterMetaKey = ['sorter', 'meta'] as const;

/**
 * Everything a gate decision reads, kept on the device like Bookzy's triggers: the sorter's tablet
 * decides from it with no network, and the scan screen opens after a reload with none.
 */
const metaCopy = savedCopy('sorter.meta', sorterMetaSchema);

export const sorterMetaQuery = () =>
  queryOptions({
    queryKey: sorterMetaKey,
    queryFn: () => fetchWithOfflineCopy(metaCopy, () => sellerClient.call(sorterMetaApi.meta, {}, { errors: 'caller' })),
    networkMode: 'offlineFirst',
    // The configuration screens change it on another device too: read again now and then.
    staleTime: 15_000,
  });
