import { queryOptions } from '@tanstack/react-query';
import { devicesApi } from '~/contract/devices';
import { userApi } from '~/contract/user';
import { sellerClient } from '../clients';

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  devices: () => [...userKeys.all, 'devices'] as const,
};

export const userQueries = {
  /**
   * The shell's guard handles this call's failures itself (offline fallback, Error page). Each
   * answer is also kept on the device, so that the app opens offline next time.
   */
  me: () =>
    queryOptions({
      queryKey: userKeys.me(),
      queryFn: async () => {
        const user = await sellerClient.call(userApi.me, {}, { errors: 'caller' });
        void import('~/offline/userInfoCache').then((cache) => cache.saveUserInfo(user)).catch(() => undefined);
        return user;
      },
      staleTime: 60_000,
    }),
  devices: () =>
    queryOptions({
      queryKey: userKeys.devices(),
      queryFn: () => sellerClient.call(devicesApi.list),
    }),
};
