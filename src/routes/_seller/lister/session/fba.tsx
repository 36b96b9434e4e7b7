import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SessionsPage } from '~/features/lister/sessions/SessionsPage';
import { hasAllProducts } from '~/lib/access';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/fba')({
  staticData: meta('Lister Sessions'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListerSessionsScreen,
});

function ListerSessionsScreen() {
  const { user } = Route.useRouteContext();
  return <SessionsPage channel="FBA" withPlans={hasAllProducts(user, APP_PRODUCTS.sendToMarketplace)} />;
}
