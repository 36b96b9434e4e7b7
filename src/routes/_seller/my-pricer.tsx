import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { STOCK_MANAGER_DEFAULT_QUERY } from '~/contract';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** The stock table opens on items in stock: qtyGte=1 unless the address says otherwise (spec 2.1). */
const stockSearch = z.object({
  qtyGte: z.coerce.number().int().min(0).catch(STOCK_MANAGER_DEFAULT_QUERY.qtyGte).default(STOCK_MANAGER_DEFAULT_QUERY.qtyGte),
});

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
