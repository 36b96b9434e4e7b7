import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/placement-shipping-options')({
  staticData: meta('Placement and Shipping'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PlacementAndShippingScreen,
});

function PlacementAndShippingScreen() {
  return (
    <NotBuiltYet
      screen="Placement and Shipping"
      purpose="Choose a placement option and set the transport of each shipment."
    />
  );
}
