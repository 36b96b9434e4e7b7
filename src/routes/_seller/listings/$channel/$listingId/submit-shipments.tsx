import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { LISTING_CHANNELS } from '~/contract/lister';
import { SubmitShipmentsPage } from '~/features/lister/shipments/SubmitShipmentsPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/submit-shipments')({
  // The listing id is the session's id; the channel is 'fba' or 'fbm' (spec 2.1).
  ...routeParams(z.object({ channel: wordParam(LISTING_CHANNELS), listingId: recordIdParam })),
  staticData: meta('Submit Shipments'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SubmitShipmentsScreen,
});

function SubmitShipmentsScreen() {
  const { channel, listingId } = Route.useParams();
  return <SubmitShipmentsPage key={listingId} channel={channel} sessionId={listingId} />;
}
