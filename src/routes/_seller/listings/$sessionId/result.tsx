import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams } from '~/app/routeParams';
import { SessionResultPage } from '~/features/lister/result/SessionResultPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/result')({
  ...routeParams(z.object({ sessionId: recordIdParam })),
  staticData: meta('Session Result'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SessionResultScreen,
});

function SessionResultScreen() {
  const { sessionId } = Route.useParams();
  return <SessionResultPage key={sessionId} sessionId={sessionId} />;
}
