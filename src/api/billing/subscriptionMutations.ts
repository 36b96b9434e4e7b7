import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callFailure } from '../errors';
import { PRODUCT_LABELS } from '~/contract/products';
import { subscriptionsApi } from '~/contract/payments/api';
import type { ChargeReply, Subscription, SubscriptionEvent, UnsubscribeReason } from '~/contract/payments';
import type { Currency } from '~/contract/currencies';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { formatDay } from '~/lib/dates';
import { chargeOutcome, withLocalStatus, type ChargeCall } from './chargeOutcome';
import { billingKeys } from './queries';
import { billingWritten } from './written';

/**
 * The subscription calls (spec 7.6). Each hook's `run` resolves to true when the call did what
 * the seller asked and to false when it failed (spec 8.4); a failure is shown as an error toast
 * in the server's or the processor's words, so a caller only decides what to do next.
 */

const caller = { errors: 'caller' } as const;

type SubscriptionList = { subscriptions: Subscription[]; events: SubscriptionEvent[] };

function setLocal(queryClient: QueryClient, subscription: Subscription, status = subscription.status) {
  queryClient.setQueryData<SubscriptionList>(billingKeys.subscriptions(), (list) => {
    if (!list) return list;
    const known = list.subscriptions.some((each) => each.id === subscription.id);
    return {
      ...list,
      subscriptions: known ? withLocalStatus(list.subscriptions, subscription, status) : [{ ...subscription, status }, ...list.subscriptions],
    };
  });
}

const planName = (subscription: Subscription) => subscription.plan.name;

/** A call that fails resolves to false, after the seller is told why. */
function reportFailure(error: unknown, fallback: string) {
  showToast(callFailure(error, fallback), 'error');
  return false;
}

interface ChargeOptions {
  /** The charge waits for the seller's bank: the screen opens the bank's confirmation. */
  onNeedsAuthentication?(subscription: Subscription): void;
}

/**
 * One charge call: its reply read the spec's way and set in the local list at once; then, without
 * waiting, everything billing shows and the user's usageStatuses are read again.
 */
function useChargeCall<I>(call: ChargeCall, send: (input: I) => Promise<ChargeReply>, paidMessage: (subscription: Subscription) => string, fallback: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      const outcome = chargeOutcome(call, reply);
      setLocal(queryClient, outcome.subscription);
      return outcome;
    },
    onSettled: () => void billingWritten(queryClient),
  });
  const run = (input: I, options?: ChargeOptions) =>
    mutation.mutateAsync(input).then((reply) => {
      const outcome = chargeOutcome(call, reply);
      if (outcome.kind === 'failed') {
        showToast(outcome.message, 'error');
        return false;
      }
      if (outcome.kind === 'needs-authentication') {
        showToast('Your bank asks you to confirm this payment.', 'warning');
        options?.onNeedsAuthentication?.(outcome.subscription);
        return true;
      }
      showToast(paidMessage(outcome.subscription), 'success');
      return true;
    }, (error) => reportFailure(error, fallback));
  return { ...mutation, run };
}

export interface SubscribeInput {
  planId: number;
  currency: Currency;
  paymentMethodId?: number;
}

export function useSubscribe() {
  return useChargeCall(
    'subscribe',
    (body: SubscribeInput) => sellerClient.call(subscriptionsApi.subscribe, { body }, caller),
    (subscription) => `You are subscribed to ${planName(subscription)}.`,
    'The subscription could not be started.',
  );
}

export interface CancelInput {
  id: number;
  reason: UnsubscribeReason;
  comment?: string;
}

/** Spec 4: a cancel sets the local status UNSUBSCRIBED; the products stay usable until paidThrough. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, reason, comment }: CancelInput) =>
      sellerClient.call(subscriptionsApi.cancel, { params: { id }, query: { reason, comment: comment?.trim() || undefined } }, caller),
    onSuccess: (subscription) => setLocal(queryClient, subscription, 'UNSUBSCRIBED'),
    onSettled: () => void billingWritten(queryClient),
  });
  const run = (input: CancelInput) =>
    mutation.mutateAsync(input).then((subscription) => {
      const until = subscription.paidThrough ? ` You can use it until ${formatDay(subscription.paidThrough)}.` : '';
      showToast(`${planName(subscription)} is cancelled.${until}`, 'success');
      return true;
    }, (error) => reportFailure(error, 'The subscription could not be cancelled.'));
  return { ...mutation, run };
}

/** Spec 4: a resume sets the local status ACTIVE, unless its charge (a month already over) is declined. */
export function useResumeSubscription() {
  return useChargeCall(
    'resume',
    (id: number) => sellerClient.call(subscriptionsApi.resume, { params: { id } }, caller),
    (subscription) => `${planName(subscription)} is active again.`,
    'The subscription could not be resumed.',
  );
}

/** Spec 4: a retry sets ACTIVE unless the reply says PAYMENT_FAILED or FROZEN; then the failure is reported. */
export function useRetryCharge() {
  return useChargeCall(
    'retry',
    (id: number) => sellerClient.call(subscriptionsApi.retryCharge, { params: { id } }, caller),
    (subscription) => `Payment received: ${productsOf(subscription)} ${subscription.plan.products.length > 1 ? 'are' : 'is'} active.`,
    'The payment could not be retried.',
  );
}

export interface AuthenticateInput {
  id: number;
  outcome: 'CONFIRM' | 'REFUSE';
}

/** The seller's answer on the bank's page; a refusal is a declined charge, reported like one. */
export function useAuthenticateCharge() {
  return useChargeCall(
    'authenticate',
    ({ id, outcome }: AuthenticateInput) => sellerClient.call(subscriptionsApi.authenticate, { params: { id }, body: { outcome } }, caller),
    (subscription) => `Payment confirmed: ${planName(subscription)} is active.`,
    'The bank’s answer could not be sent.',
  );
}

export const productsOf = (subscription: Pick<Subscription, 'plan'>) => subscription.plan.products.map((product) => PRODUCT_LABELS[product]).join(', ');
