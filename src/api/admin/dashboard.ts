import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardApi, type AdminDashboardListQuery, type AdminDayRange } from '~/contract/admin/dashboard';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** The admin dashboard's figures and the lists behind them; switching range or page keeps the last on screen. */
export const adminDashboardKeys = {
  all: [...adminKeys.all, 'dashboard'] as const,
  figures: (range: AdminDayRange) => [...adminDashboardKeys.all, 'figures', range] as const,
  list: (kind: DashboardListKind, query: AdminDashboardListQuery) => [...adminDashboardKeys.all, kind, query] as const,
};

export type DashboardListKind = 'signUps' | 'churn' | 'refunds';

export const adminDashboardQueries = {
  figures: (range: AdminDayRange) =>
    queryOptions({
      queryKey: adminDashboardKeys.figures(range),
      queryFn: () => adminClient.call(adminDashboardApi.figures, { query: range }),
      placeholderData: keepPreviousData,
    }),
  signUps: (query: AdminDashboardListQuery) =>
    queryOptions({
      queryKey: adminDashboardKeys.list('signUps', query),
      queryFn: () => adminClient.call(adminDashboardApi.signUps, { query }),
      placeholderData: keepPreviousData,
    }),
  churn: (query: AdminDashboardListQuery) =>
    queryOptions({
      queryKey: adminDashboardKeys.list('churn', query),
      queryFn: () => adminClient.call(adminDashboardApi.churn, { query }),
      placeholderData: keepPreviousData,
    }),
  refunds: (query: AdminDashboardListQuery) =>
    queryOptions({
      queryKey: adminDashboardKeys.list('refunds', query),
      queryFn: () => adminClient.call(adminDashboardApi.refunds, { query }),
      placeholderData: keepPreviousData,
    }),
};
