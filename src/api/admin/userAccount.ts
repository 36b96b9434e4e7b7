import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccountApi, type AddOnBody, type NewSellerBody } from '~/contract';
import { showToast } from '~/lib/toast';
import { adminClient } from '../clients';
import { activityKeys } from './activities';
import { adminKeys } from './queries';

/** One seller's account as staff see it (spec 7.9): its page and every action on it. */
export const userAccountKeys = {
  all: [...adminKeys.all, 'userAccount'] as const,
  account: (id: number) => [...userAccountKeys.all, id] as const,
  detail: (id: number) => [...userAccountKeys.account(id), 'detail'] as const,
  invoices: (id: number) => [...userAccountKeys.account(id), 'invoices'] as const,
  affiliateUsers: (id: number) => [...userAccountKeys.account(id), 'affiliateUsers'] as const,
  addOnPlans: (id: number) => [...userAccountKeys.account(id), 'addOnPlans'] as const,
};

export const userAccountQueries = {
  detail: (id: number) => queryOptions({ queryKey: userAccountKeys.detail(id), queryFn: () => adminClient.call(userAccountApi.detail, { params: { id } }) }),
  invoices: (id: number) => queryOptions({ queryKey: userAccountKeys.invoices(id), queryFn: () => adminClient.call(userAccountApi.invoices, { params: { id } }) }),
  addOnPlans: (id: number) => queryOptions({ queryKey: userAccountKeys.addOnPlans(id), queryFn: () => adminClient.call(userAccountApi.addOnPlans, { params: { id } }) }),
  affiliateUsers: (id: number) =>
    queryOptions({ queryKey: userAccountKeys.affiliateUsers(id), queryFn: () => adminClient.call(userAccountApi.affiliateUsers, { params: { id } }) }),
};

/** After any change: the account's page and the activity lists (its staff actions) read again. */
function useRefreshAccount(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: userAccountKeys.account(id) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
}

export function useGiveAddOn(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (body: AddOnBody) => adminClient.call(userAccountApi.addOn, { params: { id }, body }),
    onSuccess: (subscription) => {
      refresh();
      showToast(`${subscription.plan.name} given until ${new Date(subscription.paidThrough!).toLocaleDateString()}.`, 'success');
    },
  });
}

export function useDeleteUser(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: () => adminClient.call(userAccountApi.remove, { params: { id } }),
    onSuccess: () => {
      refresh();
      showToast('Account deleted. Its invoices and payments stay on record.', 'success');
    },
  });
}

export function useResendWelcome(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: () => adminClient.call(userAccountApi.resend, { params: { id } }),
    onSuccess: () => {
      refresh();
      showToast('Welcome e-mail sent again.', 'success');
    },
  });
}

/**
 * Login as user: the tab is opened at the click (a browser blocks a window opened later, after
 * the call), then sent to the address the call answers; the code in it works once, for a minute.
 */
export function useLoginAsUser(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: async (tab: Window | null) => ({ tab, link: await adminClient.call(userAccountApi.loginAs, { params: { id } }) }),
    onSuccess: ({ tab, link }) => {
      refresh();
      if (tab) tab.location.href = link.path;
      else window.open(link.path, '_blank');
    },
    onError: (_error, tab) => tab?.close(),
  });
}

export function useSetAffiliateFlag(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (isAffiliateUser: boolean) => adminClient.call(userAccountApi.affiliateFlag, { params: { id }, body: { isAffiliateUser } }),
    onSuccess: ({ isAffiliateUser }) => {
      refresh();
      showToast(isAffiliateUser ? 'Marked as an affiliate.' : 'No longer an affiliate.', 'success');
    },
  });
}

export function useAssignAffiliate(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (affiliateUserId: number) => adminClient.call(userAccountApi.assignAffiliate, { params: { id }, query: { affiliateUserId } }),
    onSuccess: (user) => {
      refresh();
      showToast(`${user.email} now counts as referred by this affiliate.`, 'success');
    },
  });
}

export function useAddSeller() {
  return useMutation({
    mutationFn: (body: NewSellerBody) => adminClient.call(userAccountApi.add, { body }),
    onSuccess: () => showToast('Account opened. The seller was e-mailed a link to choose a password.', 'success'),
  });
}

export function useRefreshSellerNames() {
  return useMutation({
    mutationFn: () => adminClient.call(userAccountApi.refreshSellerNames),
    onSuccess: ({ queued, sellers }) =>
      showToast(queued ? `Refreshing the marketplace names of ${sellers} sellers; they show in a minute.` : 'A refresh is already waiting to run.', 'success'),
  });
}
