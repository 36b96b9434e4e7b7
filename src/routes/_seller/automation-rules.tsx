import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { APP_PRODUCTS } from '~/lib/appProducts';

/** The Repricer area: its gate covers every child route. */
export const Route = createFileRoute('/_seller/automation-rules')({
  staticData: meta('Repricer'),
  beforeLoad: requireProducts(APP_PRODUCTS.repricer),
});
