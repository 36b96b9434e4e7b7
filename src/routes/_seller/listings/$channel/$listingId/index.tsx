import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { ListingPage } from '~/features/lister/listing/ListingPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/')({
  staticData: meta('Listing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListingScreen,
});

function ListingScreen() {
  const { listingId } = Route.useParams();
  return <ListingPage sessionId={Number(listingId)} />;
}
