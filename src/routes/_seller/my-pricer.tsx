import { createFileRoute, redirect } from '@tanstack/react-router';
import { stockQueries } from '~/api/stock/queries';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { StockManagerPage } from '~/features/stock/StockManagerPage';
import { searchOfSettings } from '~/features/stock/savedView';
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
  component: StockManagerScreen,
});

function StockManagerScreen() {
  return <StockManagerPage />;
}
