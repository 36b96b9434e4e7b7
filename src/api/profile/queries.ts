import { queryOptions } from '@tanstack/react-query';
import { profileApi } from '~/contract/profile';
import { sellerClient } from '../clients';

export const profileKeys = {
  profile: () => ['user', 'profile'] as const,
};

export const profileQueries = {
  profile: () => queryOptions({ queryKey: profileKeys.profile(), queryFn: () => sellerClient.call(profileApi.read) }),
};
