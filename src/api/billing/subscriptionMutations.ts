import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callFailure } from '../errors';
import { PRODUCT_LABELS } from '~/contract/products';
import { subscriptionsApi } from '~/contract/payments/api';
import type { ChargeReply, Subscription, SubscriptionEvent, UnsubscribeReason } from '~/contract/payments';
import type { Currency } from '~/contract/currencies';
import { formatCalendarDate } from '~/lib/dates';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
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

/** Reads a charge's reply the spec's way, updates the local copy, and tells the seller. */
function useSettleCharge(call: ChargeCall, paidMessage: (subscription: Subscription) => string) {
  const queryClient = useQueryClient();
  return (reply: ChargeReply, options: ChargeOptions | undefined): boolean => {
    const outcome = chargeOutcome(call, reply);
    setLocal(queryClient, outcome.subscription);
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
  };
}

export interface SubscribeInput {
  planId: number;
  currency: Currency;
  paymentMethodId?: number;
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  const settle = useSettleCharge('subscribe', (subscription) => `You are subscribed to ${planName(subscription)}.`);
  const mutation = useMutation({
    mutationFn: (body: SubscribeInput) => sellerClient.call(subscriptionsApi.subscribe, { body }, caller),
    onSettled: () => billingWritten(queryClient),
  });
  return {
    ...mutation,
    run: (input: SubscribeInput, options?: ChargeOptions) =>
      mutation.mutateAsync(input).then((reply) => settle(reply, options), (error) => reportFailure(error, 'The subscription could not be started.')),
  };
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
    onSettled: () => billingWritten(queryClient),
  });
  return {
    ...mutation,
    run: (input: CancelInput) =>
      mutation.mutateAsync(input).then(
        (subscription) => {
          setLocal(queryClient, subscription, 'UNSUBSCRIBED');
          const until = subscription.paidThrough ? ` You can use it until ${formatCalendarDate(subscription.paidThrough.slice(0, 10))}.` : '';
          showToast(`${planName(subscription)} is cancelled.${until}`, 'success');
          return true;
        },
        (error) => reportFailure(error, 'The subscription could not be cancelled.'),
      ),
  };
}

/** Spec 4: a resume sets the local status ACTIVE, unless its charge (a month already over) is declined. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  const settle = useSettleCharge('resume', (subscription) => `${planName(subscription)} is active again.`);
  const mutation = useMutation({
    mutationFn: (id: number) => sellerClient.call(subscriptionsApi.resume, { params: { id } }, caller),
    onSettled: () => billingWritten(queryClient),
  });
  return {
    ...mutation,
    run: (id: number, options?: ChargeOptions) =>
      mutation.mutateAsync(id).then((reply) => settle(reply, options), (error) => reportFailure(error, 'The subscription could not be resumed.')),
  };
}

/** Spec 4: a retry sets ACTIVE unless the reply says PAYMENT_FAILED or FROZEN; then the failure is reported. */
export function useRetryCharge() {
  const queryClient = useQueryClient();
  const settle = useSettleCharge('retry', (subscription) => `Payment received: ${productsOf(subscription)} ${subscription.plan.products.length > 1 ? 'are' : 'is'} active.`);
  const mutation = useMutation({
    mutationFn: (id: number) => sellerClient.call(subscriptionsApi.retryCharge, { params: { id } }, caller),
    onSettled: () => billingWritten(queryClient),
  });
  return {
    ...mutation,
    run: (id: number, options?: ChargeOptions) =>
      mutation.mutateAsync(id).then((reply) => settle(reply, options), (error) => reportFailure(error, 'The payment could not be retried.')),
  };
}

export interface AuthenticateInput {
  id: number;
  outcome: 'CONFIRM' | 'REFUSE';
}

/** The seller's answer on the bank's page; a refusal is a declined charge, reported like one. */
export function useAuthenticateCharge() {
  const queryClient = useQueryClient();
  const settle = useSettleCharge('authenticate', (subscription) => `Payment confirmed: ${planName(subscription)} is active.`);
  const mutation = useMutation({
    mutationFn: ({ id, outcome }: AuthenticateInput) => sellerClient.call(subscriptionsApi.authenticate, { params: { id }, body: { outcome } }, caller),
    onSettled: () => billingWritten(queryClient),
  });
  return {
    ...mutation,
    run: (input: AuthenticateInput) =>
      mutation.mutateAsync(input).then((reply) => settle(reply, undefined), (error) => reportFailure(error, 'The bank’s answer could not be sent.')),
  };
}

export const productsOf = (subscription: Pick<Subscription, 'plan'>) => subscription.plan.products.map((product) => PRODUCT_LABELS[product]).join(', ');
