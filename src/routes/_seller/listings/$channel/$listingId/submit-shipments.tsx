import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { channelOfParam } from '~/features/lister/channels';
import { SubmitShipmentsPage } from '~/features/lister/shipments/SubmitShipmentsPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/submit-shipments')({
  staticData: meta('Submit Shipments'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SubmitShipmentsScreen,
});

function SubmitShipmentsScreen() {
  const { channel, listingId } = Route.useParams();
  const listingChannel = channelOfParam(channel);
  const sessionId = Number(listingId);
  // The listing id is the session's id; the channel is 'fba' or 'fbm' (spec 2.1).
  if (!listingChannel || !/^\d{1,15}$/.test(listingId) || sessionId < 1) throw notFound();
  return <SubmitShipmentsPage key={sessionId} channel={listingChannel} sessionId={sessionId} />;
}
