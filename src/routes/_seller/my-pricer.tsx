import { createFileRoute, redirect } from '@tanstack/react-router';
import { stockQueries, stockRows } from '~/api/stock/queries';
import { requireProducts } from '~/app/guards';
import { prefetchFirstWindow } from '~/components/virtualTable/rowWindowQuery';
import { meta } from '~/app/routeMeta';
import { StockManagerPage } from '~/features/stock/StockManagerPage';
import { searchOfSettings, stockQueryOf } from '~/features/stock/savedView';
import { stockSearch } from '~/features/stock/stockSearch';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** Long enough for a warm server's first window (some 30 to 100 ms), short enough not to hold a slow one up. */
const FIRST_ROWS_WAIT_MS = 300;

export const Route = createFileRoute('/_seller/my-pricer')({
  staticData: meta('Stock Manager'),
  validateSearch: stockSearch,
  beforeLoad: async (args) => {
    requireProducts(APP_PRODUCTS.stockManager)(args);
    // An address without a query opens the seller's saved view; one with a query is shown as it is.
    if (args.location.searchStr !== '') return;
    const settings = await args.context.queryClient.ensureQueryData(stockQueries.settings()).catch(() => null);
    if (settings) throw redirect({ to: '/my-pricer', search: searchOfSettings(settings), replace: true });
  },
  // The rows and settings are asked for as soon as the address is known. Entering the screen, the
  // first rows are waited for a moment, so that it is drawn once with them; a sort or a filter does
  // not wait (the previous rows stay on screen meanwhile), and neither does anything for the settings.
  loaderDeps: ({ search }) => stockQueryOf(search),
  loader: ({ context, deps, cause }) => {
    void context.queryClient.prefetchQuery(stockQueries.settings());
    return prefetchFirstWindow(context.queryClient, stockRows(deps), cause === 'enter' ? FIRST_ROWS_WAIT_MS : 0);
  },
  component: StockManagerScreen,
});

function StockManagerScreen() {
  return <StockManagerPage />;
}
