import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { NSESSION_TYPES } from '~/contract/nsession';
import { PlanLayout } from '~/features/lister/plan/PlanLayout';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId')({
  ...routeParams(z.object({ type: wordParam(NSESSION_TYPES), sessionId: recordIdParam })),
  staticData: meta('Plan'),
  beforeLoad: requireProducts(APP_PRODUCTS.sendToMarketplace),
  component: PlanScreen,
});

function PlanScreen() {
  const { type, sessionId } = Route.useParams();
  return <PlanLayout sessionId={sessionId} type={type} />;
}
