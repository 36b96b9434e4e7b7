import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserInfo } from '~/contract';
import { userApi } from '~/contract/user';
import { sellerClient } from '../clients';
import { userKeys } from './queries';

/** Spec 4: a passed subscription-about-to-freeze prompt is removed locally. */
export function usePassPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellerClient.call(userApi.passPrompt, { params: { id } }),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<UserInfo>(userKeys.me(), (user) =>
        user ? { ...user, informalPrompts: user.informalPrompts.filter((prompt) => prompt.id !== id) } : user,
      ),
  });
}
