import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '~/contract/dashboard';
import { sellerClient } from '../clients';

/** The days a chart covers on the seller's calendar; tzOffset is minutes east of UTC. */
export interface DayWindow {
  from: string;
  to: string;
  tzOffset: number;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  dailyStats: (window: DayWindow) => [...dashboardKeys.all, 'dailyStats', window] as const,
  inventoryAverage: () => [...dashboardKeys.all, 'inventoryAverage'] as const,
};

export const dashboardQueries = {
  dailyStats: (window: DayWindow) =>
    queryOptions({
      queryKey: dashboardKeys.dailyStats(window),
      queryFn: () => sellerClient.call(dashboardApi.dailyStats, { query: window }),
      // Switching the range keeps the last charts on screen until the new figures arrive.
      placeholderData: (previous) => previous,
    }),
  inventoryAverage: () =>
    queryOptions({ queryKey: dashboardKeys.inventoryAverage(), queryFn: () => sellerClient.call(dashboardApi.inventoryAverage) }),
};
