import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/session-items')({
  staticData: meta('Session Items'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SessionItemsScreen,
});

function SessionItemsScreen() {
  return (
    <NotBuiltYet
      screen="Session Items"
      purpose="Review the items of the session with their conditions, prices and quantities."
    />
  );
}
