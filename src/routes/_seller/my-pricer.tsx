import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { stockSearch } from '~/features/stock/stockSearch';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/my-pricer')({
  staticData: meta('Stock Manager'),
  beforeLoad: requireProducts(APP_PRODUCTS.stockManager),
  validateSearch: stockSearch,
  component: StockManagerScreen,
});

function StockManagerScreen() {
  return (
    <NotBuiltYet
      screen="Stock Manager"
      purpose="A table of your whole stock with prices, price history and saved table settings."
    />
  );
}
