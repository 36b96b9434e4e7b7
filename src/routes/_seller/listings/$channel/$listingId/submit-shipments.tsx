import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$channel/$listingId/submit-shipments')({
  staticData: meta('Submit Shipments'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SubmitShipmentsScreen,
});

function SubmitShipmentsScreen() {
  return (
    <NotBuiltYet
      screen="Submit shipments"
      purpose="Accept or cancel the shipments of a session, submit their boxes and book LTL freight."
    />
  );
}
