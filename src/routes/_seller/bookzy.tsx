import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { BookzyLayout } from '~/features/bookzy/BookzyLayout';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** The Bookzy area: its gate covers every child route. */
export const Route = createFileRoute('/_seller/bookzy')({
  staticData: meta('Bookzy'),
  beforeLoad: requireProducts(APP_PRODUCTS.bookzy),
  component: BookzyLayout,
});
