import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { LISTING_CHANNELS } from '~/contract/lister';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/scanning')({
  ...routeParams(z.object({ type: wordParam(LISTING_CHANNELS), sessionId: recordIdParam })),
  staticData: meta('Scanning'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ScanningScreen,
});

function ScanningScreen() {
  return (
    <NotBuiltYet
      screen="Scanning"
      purpose="Scan books into the session."
    />
  );
}
