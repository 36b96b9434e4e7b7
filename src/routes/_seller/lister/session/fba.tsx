import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/fba')({
  staticData: meta('Lister Sessions'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListerSessionsScreen,
});

function ListerSessionsScreen() {
  return (
    <NotBuiltYet
      screen="Lister sessions"
      purpose="Create FBA and FBM listing sessions, search them and open one to scan books into it."
    />
  );
}
