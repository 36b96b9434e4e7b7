import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/fbm')({
  staticData: meta('FBM Listings'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: FbmListingsScreen,
});

function FbmListingsScreen() {
  return (
    <NotBuiltYet
      screen="FBM listings"
      purpose="The listing sessions of the FBM channel, with search."
    />
  );
}
