import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { LISTING_CHANNELS } from '~/contract/lister';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/placement-shipping-options')({
  ...routeParams(z.object({ type: wordParam(LISTING_CHANNELS), sessionId: recordIdParam })),
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
