import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/print-labels')({
  staticData: meta('Print Labels'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PrintLabelsScreen,
});

function PrintLabelsScreen() {
  return (
    <NotBuiltYet
      screen="Print Labels"
      purpose="Print the box and shipment labels, then mark the session complete."
    />
  );
}
