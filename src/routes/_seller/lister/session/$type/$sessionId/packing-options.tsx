import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing-options')({
  staticData: meta('Packing Options'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PackingOptionsScreen,
});

function PackingOptionsScreen() {
  return (
    <NotBuiltYet
      screen="Packing Options"
      purpose="Choose how the items are grouped for packing."
    />
  );
}
