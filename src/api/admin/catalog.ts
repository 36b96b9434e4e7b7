import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignedDiscountsApi,
  bundlesApi,
  discountsApi,
  productsApi,
  type AssignedDiscountQuery,
  type BundleBody,
  type DiscountBody,
  type PlanPrice,
} from '~/contract';
import { showToast } from '~/lib/toast';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** The catalogue (products, bundles) and discounts as staff keep them (admin area, spec 2.3). */
export const catalogKeys = {
  all: [...adminKeys.all, 'catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  bundles: () => [...catalogKeys.all, 'bundles'] as const,
  discounts: () => [...catalogKeys.all, 'discounts'] as const,
  assigned: (query?: AssignedDiscountQuery) => [...catalogKeys.all, 'assigned', ...(query ? [query] : [])] as const,
};

export const catalogQueries = {
  products: () => queryOptions({ queryKey: catalogKeys.products(), queryFn: () => adminClient.call(productsApi.list) }),
  bundles: () => queryOptions({ queryKey: catalogKeys.bundles(), queryFn: () => adminClient.call(bundlesApi.list) }),
  discounts: () => queryOptions({ queryKey: catalogKeys.discounts(), queryFn: () => adminClient.call(discountsApi.list) }),
  assigned: (query: AssignedDiscountQuery) =>
    queryOptions({
      queryKey: catalogKeys.assigned(query),
      queryFn: () => adminClient.call(assignedDiscountsApi.list, { query }),
      placeholderData: keepPreviousData,
    }),
};

/** After a change: the catalogue's lists read again (a subscriber count or a holder count moves with them). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

export function useSetProductPrices() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, prices }: { id: number; prices: PlanPrice[] }) => adminClient.call(productsApi.setPrices, { params: { id }, body: { prices } }),
    onSuccess: (plan) => {
      refresh();
      showToast(`${plan.name}: new prices saved. New subscriptions pay them now, running ones from their next renewal.`, 'success');
    },
  });
}

export function useSetOnSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) => adminClient.call(productsApi.setOnSale, { params: { id }, body: { onSale } }),
    onSuccess: (plan) => {
      refresh();
      showToast(plan.onSale ? `${plan.name} is on sale.` : `${plan.name} is off sale; its subscribers keep renewing.`, 'success');
    },
  });
}

export function useSaveBundle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BundleBody }) =>
      id === null ? adminClient.call(bundlesApi.create, { body }) : adminClient.call(bundlesApi.update, { params: { id }, body }),
    onSuccess: (bundle, { id }) => {
      refresh();
      showToast(id === null ? `${bundle.name} is on sale.` : `${bundle.name} saved.`, 'success');
    },
  });
}

export function useRetireBundle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => adminClient.call(bundlesApi.retire, { params: { id } }),
    onSuccess: (bundle) => {
      refresh();
      showToast(`${bundle.name} retired; its subscribers keep renewing.`, 'success');
    },
  });
}

export function useSaveDiscount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiscountBody & { active?: boolean } }) =>
      id === null ? adminClient.call(discountsApi.create, { body }) : adminClient.call(discountsApi.update, { params: { id }, body }),
    onSuccess: (discount, { id }) => {
      refresh();
      showToast(id === null ? `Discount ${discount.name} created.` : `Discount ${discount.name} saved.`, 'success');
    },
  });
}

export function useRetireDiscount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => adminClient.call(discountsApi.retire, { params: { id } }),
    onSuccess: (discount) => {
      refresh();
      showToast(`Discount ${discount.name} retired; sellers who hold it keep it.`, 'success');
    },
  });
}

export function useAssignDiscount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { discountId: number; userId?: number; email?: string }) => adminClient.call(assignedDiscountsApi.assign, { body }),
    onSuccess: (assigned) => {
      refresh();
      showToast(`${assigned.discount.name} assigned to ${assigned.user.email}: their next charge carries it.`, 'success');
    },
  });
}

export function useUnassignDiscount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => adminClient.call(assignedDiscountsApi.unassign, { params: { id } }),
    onSuccess: (assigned) => {
      refresh();
      showToast(`${assigned.discount.name} taken away from ${assigned.user.email}.`, 'success');
    },
  });
}
