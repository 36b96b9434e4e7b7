import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** The Sorter area: its gate covers every child route. */
export const Route = createFileRoute('/_seller/sorter')({
  staticData: meta('Sorter'),
  beforeLoad: requireProducts(APP_PRODUCTS.sorter),
});
