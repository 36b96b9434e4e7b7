import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing')({
  staticData: meta('Packing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PackingScreen,
});

function PackingScreen() {
  return (
    <NotBuiltYet
      screen="Packing"
      purpose="Pack every unit into boxes, group by group."
    />
  );
}
