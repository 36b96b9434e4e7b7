import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams } from '~/app/routeParams';
import { BoxingPage } from '~/features/lister/boxing/BoxingPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/boxing/$shipmentId/{-$boxId}')({
  ...routeParams(z.object({ sessionId: recordIdParam, shipmentId: recordIdParam, boxId: z.optional(recordIdParam) })),
  staticData: meta('Boxing'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  // Imported here rather than at the top: the lister's queries stay out of the first JavaScript.
  loader: ({ context, params }) =>
    void import('~/features/lister/boxing/prefetchBoxing').then(({ prefetchBoxing }) => prefetchBoxing(context.queryClient, params.sessionId, params.shipmentId)),
  component: BoxingScreen,
});

function BoxingScreen() {
  const { sessionId, shipmentId, boxId } = Route.useParams();
  return <BoxingPage key={`${sessionId}/${shipmentId}`} sessionId={sessionId} shipmentId={shipmentId} boxId={boxId ?? null} />;
}
