import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/shipping-utils')({
  staticData: meta('Shipping Utilities'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ShippingUtilitiesScreen,
});

function ShippingUtilitiesScreen() {
  return (
    <NotBuiltYet
      screen="Shipping utilities"
      purpose="Upload storage locations and download packing slips."
    />
  );
}
