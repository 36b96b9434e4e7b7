import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { LISTING_CHANNELS } from '~/contract/lister';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing')({
  ...routeParams(z.object({ type: wordParam(LISTING_CHANNELS), sessionId: recordIdParam })),
  staticData: meta('Packing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: PackingScreen,
});

function PackingScreen() {
  return (
    <NotBuiltYet
      screen="Packing"
      purpose="Pack every unit into boxes, group by group."
    />
  );
}
