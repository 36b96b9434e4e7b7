import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi, type PasswordChangeBody, type ProfileBody } from '~/contract/profile';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { userKeys } from '../user/queries';
import { profileKeys } from './queries';

/** The form shows a refusal beside its fields (errors: 'caller'); the names in the shell follow a save. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => sellerClient.call(profileApi.update, { body }, { errors: 'caller' }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(), profile);
      showToast('Profile saved.', 'success');
      return queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => sellerClient.call(profileApi.changePassword, { body }, { errors: 'caller' }),
    onSuccess: () => showToast('Password changed. Your other devices are signed out.', 'success'),
  });
}
