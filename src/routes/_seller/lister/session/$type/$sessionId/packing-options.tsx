import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { LISTING_CHANNELS } from '~/contract/lister';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing-options')({
  ...routeParams(z.object({ type: wordParam(LISTING_CHANNELS), sessionId: recordIdParam })),
  staticData: meta('Packing Options'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PackingOptionsScreen,
});

function PackingOptionsScreen() {
  return (
    <NotBuiltYet
      screen="Packing Options"
      purpose="Choose how the items are grouped for packing."
    />
  );
}
