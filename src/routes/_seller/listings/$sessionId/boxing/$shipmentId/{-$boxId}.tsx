import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/boxing/$shipmentId/{-$boxId}')({
  staticData: meta('Boxing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: BoxingScreen,
});

function BoxingScreen() {
  return (
    <NotBuiltYet
      screen="Boxing"
      purpose="Pack the items of a shipment into boxes, with dimensions and weights, and move items between boxes."
    />
  );
}
