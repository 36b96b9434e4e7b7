import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/placement-shipping-options')({
  staticData: meta('Placement and Shipping'),
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
