import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/')({
  staticData: meta('Listing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListingScreen,
});

function ListingScreen() {
  return (
    <NotBuiltYet
      screen="Listing"
      purpose="Scan books into the session, set min and max prices, quantities and item details, then submit it into shipments."
    />
  );
}
