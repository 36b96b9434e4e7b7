import { queryOptions } from '@tanstack/react-query';
import { stockApi, type StockQueryInput } from '~/contract/stock';
import { sellerClient } from '../clients';

/** Query keys of the stock manager; every list window sits under `lists` so a save refreshes them all. */
export const stockKeys = {
  all: ['stock'] as const,
  lists: () => [...stockKeys.all, 'list'] as const,
  list: (query: StockQueryInput) => [...stockKeys.lists(), query] as const,
  detail: (sku: string) => [...stockKeys.all, 'sku', sku] as const,
  history: (sku: string) => [...stockKeys.all, 'history', sku] as const,
  settings: () => [...stockKeys.all, 'settings'] as const,
};

/** One window of the table: `limit` rows from `offset`. */
export const fetchStockWindow = (query: StockQueryInput, offset: number, limit: number) =>
  sellerClient.call(stockApi.list, { query: { ...query, offset, limit } });

export const stockQueries = {
  settings: () =>
    queryOptions({
      queryKey: stockKeys.settings(),
      queryFn: () => sellerClient.call(stockApi.tableSettings, {}),
      staleTime: 5 * 60_000,
    }),
  detail: (sku: string) =>
    queryOptions({
      queryKey: stockKeys.detail(sku),
      queryFn: () => sellerClient.call(stockApi.detail, { params: { sku } }, { errors: 'caller' }),
    }),
  history: (sku: string) =>
    queryOptions({
      queryKey: stockKeys.history(sku),
      queryFn: () => sellerClient.call(stockApi.priceHistory, { query: { sku } }, { errors: 'caller' }),
    }),
};
