import { createFileRoute, redirect } from '@tanstack/react-router';
import { stockQueries, stockRows } from '~/api/stock/queries';
import { requireProducts } from '~/app/guards';
import { prefetchFirstWindow } from '~/components/virtualTable/rowWindowQuery';
import { meta } from '~/app/routeMeta';
import { StockManagerPage } from '~/features/stock/StockManagerPage';
import { searchOfSettings, stockQueryOf } from '~/features/stock/savedView';
import { stockSearch } from '~/features/stock/stockSearch';
import { APP_PRODUCTS } from '~/lib/appProducts';

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
  // The rows and settings are asked for as soon as the address is known, while the screen renders;
  // not awaited, so the screen (with its loading state) never waits for them.
  loaderDeps: ({ search }) => stockQueryOf(search),
  loader: ({ context, deps }) => {
    prefetchFirstWindow(context.queryClient, stockRows(deps));
    void context.queryClient.prefetchQuery(stockQueries.settings());
  },
  component: StockManagerScreen,
});

function StockManagerScreen() {
  return <StockManagerPage />;
}
