import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { stockApi, type StockBounds, type StockPage, type StockTableSettings } from '~/contract/stock';
import { sellerClient } from '../clients';
import { stockKeys } from './queries';

/** Puts a SKU's bounds into every loaded window of the table that shows it. */
function showBounds(queryClient: QueryClient, sku: string, bounds: StockBounds) {
  queryClient.setQueriesData<StockPage>({ queryKey: stockKeys.lists() }, (page) =>
    page?.rows ? { ...page, rows: page.rows.map((row) => (row.sku === sku ? { ...row, ...bounds } : row)) } : page,
  );
}

/**
 * A SKU's min and max. The row shows its own error (errors: 'caller'). The bounds show in the
 * table as soon as they are sent: a max saved and a min typed right after must send the new max
 * with the min, not the one the table read before. Afterwards the table reads again, so sorts and
 * tags that depend on the bounds hold, and a refused save shows the server's values again.
 */
export function useSaveBounds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, bounds }: { sku: string; bounds: StockBounds }) =>
      sellerClient.call(stockApi.saveBounds, { params: { sku }, body: bounds }, { errors: 'caller' }),
    onMutate: ({ sku, bounds }) => showBounds(queryClient, sku, bounds),
    onSettled: (_saved, _error, { sku }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: stockKeys.detail(sku) }),
      ]),
  });
}

/** "Save view": the reply (brought up to the server's table version) becomes the cached settings. */
export function useSaveTableSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StockTableSettings) => sellerClient.call(stockApi.saveTableSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(stockKeys.settings(), saved),
  });
}
