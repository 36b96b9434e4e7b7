import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodsApi } from '~/contract/payments/api';
import type { PaymentMethod } from '~/contract/payments';
import { cardName } from '~/lib/cardNames';
import { showToast } from '~/lib/toast';
import { sellerClient } from '../clients';
import { tokenizeCard, type CardForProcessor } from './processor';
import { billingKeys } from './queries';
import { billingWritten } from './written';

/**
 * Payment methods (spec 7.6 payment/setup). The forms and dialogs show each refusal themselves
 * (errors: 'caller'), beside the card it is about.
 */

const caller = { errors: 'caller' } as const;

export interface AddCardInput {
  card: CardForProcessor;
  makeMain: boolean;
}

/** The card goes to the processor, and only the token it answers goes to Folio. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, makeMain }: AddCardInput) => {
      const { token } = await tokenizeCard(card);
      return sellerClient.call(paymentMethodsApi.add, { body: { token, makeMain } }, caller);
    },
    onSuccess: (method) => {
      showToast(`${cardName(method)} added${method.main ? ': renewals and retries charge it from now on' : ''}.`, 'success');
      return billingWritten(queryClient);
    },
  });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) => sellerClient.call(paymentMethodsApi.remove, { params: { id: method.id } }, caller),
    onSuccess: (_nothing, method) => {
      queryClient.setQueryData<PaymentMethod[]>(billingKeys.paymentMethods(), (methods) => methods?.filter((each) => each.id !== method.id));
      showToast(`${cardName(method)} removed.`, 'success');
      return billingWritten(queryClient);
    },
  });
}

/** The reply is the whole list with the new main first, which replaces the cached one. */
export function useMakeMainPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) => sellerClient.call(paymentMethodsApi.makeMain, { params: { id: method.id } }, caller),
    onSuccess: (methods, method) => {
      queryClient.setQueryData(billingKeys.paymentMethods(), methods);
      showToast(`${cardName(method)} is now your main card.`, 'success');
      return billingWritten(queryClient);
    },
    onError: (error) => showToast(error.message, 'error'),
  });
}
