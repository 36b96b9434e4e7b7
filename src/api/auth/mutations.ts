import { useMutation } from '@tanstack/react-query';
import { type Credentials, type InvitationFinalizeBody, type SignupBody, type TokenPair } from '~/contract';
import { accountApi } from '~/contract/account';
import { adminApiSession } from '~/contract/admin/session';
import { impersonationApi } from '~/contract/impersonation';
import { sessionApi } from '~/contract/session';
import { adminClient, adminSession, sellerClient, sellerSession } from '../clients';

/**
 * Sign-in and sign-up forms show their own errors next to the fields, so these calls leave
 * failures to the caller; a successful one stores the token pair (spec 3.1).
 */
const storePair = (pair: TokenPair) => sellerSession.setTokens(pair);

export function useLoginMutation() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      sellerClient.call(sessionApi.login, { body: credentials }, { errors: 'caller' }),
    onSuccess: storePair,
  });
}

export function useSignupMutation() {
  return useMutation({
    mutationFn: (body: SignupBody) => sellerClient.call(accountApi.signup, { body }, { errors: 'caller' }),
  });
}

export function useConfirmSignupMutation() {
  return useMutation({
    mutationFn: (token: string) => sellerClient.call(accountApi.signupConfirm, { body: { token } }, { errors: 'caller' }),
    onSuccess: storePair,
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (email: string) =>
      sellerClient.call(accountApi.forgotPassword, { body: { email } }, { errors: 'caller' }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      sellerClient.call(accountApi.resetPassword, { body }, { errors: 'caller' }),
  });
}

export function useRegisterSendLinkMutation() {
  return useMutation({
    mutationFn: (email: string) =>
      sellerClient.call(accountApi.registerSendLink, { body: { email } }, { errors: 'caller' }),
  });
}

export function useFinalizeInvitationMutation() {
  return useMutation({
    mutationFn: (body: InvitationFinalizeBody) =>
      sellerClient.call(accountApi.finalizeInvitation, { body }, { errors: 'caller' }),
    onSuccess: storePair,
  });
}

/**
 * Login as user, the new tab's half: the staff member's single-use code for a staff session as the
 * seller. Whatever seller this browser held before is forgotten first, its device id included, so
 * the tab registers a device of its own (the server keeps it out of the seller's list).
 */
export function useImpersonationMutation() {
  return useMutation({
    mutationFn: (code: string) => sellerClient.call(impersonationApi.exchange, { body: { code } }, { errors: 'caller' }),
    onSuccess: (pair) => {
      sellerSession.clear();
      storePair(pair);
    },
  });
}

export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      adminClient.call(adminApiSession.login, { body: credentials }, { errors: 'caller' }),
    onSuccess: ({ token }) => adminSession.setToken(token),
  });
}
