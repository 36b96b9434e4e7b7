import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { ShippingUtilitiesPage } from '~/features/inventory/shipping/ShippingUtilitiesPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/shipping-utils')({
  staticData: meta('Shipping Utilities'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ShippingUtilitiesPage,
});
