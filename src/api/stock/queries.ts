import { queryOptions } from '@tanstack/react-query';
import type { RowWindowsOptions } from '~/components/virtualTable/rowWindowQuery';
import type { StockSku } from '~/contract';
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

/** Rows per request: a screenful is some 12, so one window covers several screens of scrolling. */
const STOCK_WINDOW_SIZE = 100;

/** The table's rows for a query, in windows (useRowWindows); the route's loader starts the first. */
export const stockRows = (query: StockQueryInput): RowWindowsOptions<StockSku> => ({
  queryKey: stockKeys.list(query),
  windowSize: STOCK_WINDOW_SIZE,
  fetchWindow: (offset, limit) => fetchStockWindow(query, offset, limit),
});

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
