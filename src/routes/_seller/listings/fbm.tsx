import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SessionsPage } from '~/features/lister/sessions/SessionsPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/fbm')({
  staticData: meta('FBM Listings'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: FbmListingsScreen,
});

function FbmListingsScreen() {
  return <SessionsPage channel="FBM" />;
}
