import { queryOptions } from '@tanstack/react-query';
import { affiliationApi, invoicesApi, paymentMethodsApi, subscriptionsApi } from '~/contract/payments/api';
import { creditNotesApi } from '~/contract/payments/creditNotes';
import { sellerClient } from '../clients';

/** Everything billing reads sits under ['billing']: a write marks the whole of it stale at once. */
export const billingKeys = {
  all: ['billing'] as const,
  subscriptions: () => [...billingKeys.all, 'subscriptions'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  paymentMethods: () => [...billingKeys.all, 'payment-methods'] as const,
  invoices: (afterDate?: string) => [...billingKeys.all, 'invoices', afterDate ?? 'all'] as const,
  /**
   * Not under `all`: the bank's question is read once, when its dialog opens. A billing write must
   * not read it again while the dialog is still open: after a refused first payment the subscription
   * is gone, and that read would answer "not found" over the refusal the seller has to see.
   */
  authentication: (subscriptionId: number) => ['bank-authentication', subscriptionId] as const,
  affiliation: () => [...billingKeys.all, 'affiliation'] as const,
  creditNotes: () => [...billingKeys.all, 'credit-notes'] as const,
  creditNote: (id: number) => [...billingKeys.all, 'credit-note', id] as const,
};

export const billingQueries = {
  /** The subscriptions, newest first, with their recent events for the timeline. */
  subscriptions: () =>
    queryOptions({ queryKey: billingKeys.subscriptions(), queryFn: () => sellerClient.call(subscriptionsApi.list) }),
  plans: () =>
    queryOptions({ queryKey: billingKeys.plans(), queryFn: () => sellerClient.call(subscriptionsApi.plans), staleTime: 5 * 60_000 }),
  paymentMethods: () =>
    queryOptions({ queryKey: billingKeys.paymentMethods(), queryFn: () => sellerClient.call(paymentMethodsApi.list) }),
  /** The billing history, or the part of it issued on or after `afterDate` (YYYY-MM-DD). */
  invoices: (afterDate?: string) =>
    queryOptions({
      queryKey: billingKeys.invoices(afterDate),
      queryFn: () => sellerClient.call(invoicesApi.list, { query: afterDate ? { afterDate } : {} }),
    }),
  /** The charge waiting for the seller's bank: read fresh each time the bank's dialog opens. */
  authentication: (subscriptionId: number) =>
    queryOptions({
      queryKey: billingKeys.authentication(subscriptionId),
      queryFn: () => sellerClient.call(subscriptionsApi.authentication, { params: { id: subscriptionId } }),
      staleTime: 0,
      gcTime: 0,
    }),
  affiliation: () =>
    queryOptions({ queryKey: billingKeys.affiliation(), queryFn: () => sellerClient.call(affiliationApi.read) }),
  /** Every refund staff gave back, as credit notes; the history shows each under its invoice. */
  creditNotes: () => queryOptions({ queryKey: billingKeys.creditNotes(), queryFn: () => sellerClient.call(creditNotesApi.list, { query: {} }) }),
  /** One credit note with what its PDF prints. */
  creditNote: (id: number) =>
    queryOptions({ queryKey: billingKeys.creditNote(id), queryFn: () => sellerClient.call(creditNotesApi.read, { params: { id } }) }),
};
