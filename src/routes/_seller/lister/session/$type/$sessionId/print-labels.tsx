import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { LISTING_CHANNELS } from '~/contract/lister';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/print-labels')({
  ...routeParams(z.object({ type: wordParam(LISTING_CHANNELS), sessionId: recordIdParam })),
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
