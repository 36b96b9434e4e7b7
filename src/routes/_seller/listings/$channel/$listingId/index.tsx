import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { LISTING_CHANNELS } from '~/contract/lister';
import { ListingPage } from '~/features/lister/listing/ListingPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/')({
  ...routeParams(z.object({ channel: wordParam(LISTING_CHANNELS), listingId: recordIdParam })),
  staticData: meta('Listing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListingScreen,
});

function ListingScreen() {
  const { channel, listingId } = Route.useParams();
  return <ListingPage key={listingId} channel={channel} sessionId={listingId} />;
}
