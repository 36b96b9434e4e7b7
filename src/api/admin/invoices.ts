import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInvoicesApi, type AdminInvoiceFilters, type AdminInvoiceQuery, type GenerateInvoiceBody } from '~/contract/admin/invoices';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** Every seller's invoices (spec 7.9 invoice, invoice/meta, invoice/refund). */
export const adminInvoiceKeys = {
  all: [...adminKeys.all, 'invoices'] as const,
  list: (query: AdminInvoiceQuery) => [...adminInvoiceKeys.all, 'list', query] as const,
  meta: (filters: AdminInvoiceFilters) => [...adminInvoiceKeys.all, 'meta', filters] as const,
};

export const adminInvoiceQueries = {
  list: (query: AdminInvoiceQuery) =>
    queryOptions({
      queryKey: adminInvoiceKeys.list(query),
      queryFn: () => adminClient.call(adminInvoicesApi.list, { query }),
      // Another page or filter keeps the last rows on screen, dimmed, until its own arrive.
      placeholderData: keepPreviousData,
    }),
  meta: (filters: AdminInvoiceFilters) =>
    queryOptions({ queryKey: adminInvoiceKeys.meta(filters), queryFn: () => adminClient.call(adminInvoicesApi.meta, { query: filters }), placeholderData: keepPreviousData }),
};

export interface RefundInput {
  invoiceId: number;
  amountCents: number;
  reason: string;
  /** One key per refund staff mean to give: sending it again (a lost reply) never refunds twice. */
  idempotencyKey: string;
}

/** POST invoice/refund; the dialog shows the outcome and its own errors, the list and totals refresh. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: RefundInput) => adminClient.call(adminInvoicesApi.refund, { body }, { idempotencyKey, errors: 'caller' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}

/** A few sellers matching what staff type, for the generator's seller field. */

/** POST invoice/generate: the list and totals refresh; the screen shows the invoice issued. */
export function useGenerateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: GenerateInvoiceBody & { idempotencyKey: string }) =>
      adminClient.call(adminInvoicesApi.generate, { body }, { idempotencyKey, errors: 'caller' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}
