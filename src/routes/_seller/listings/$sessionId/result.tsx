import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { SessionResultPage } from '~/features/lister/result/SessionResultPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/result')({
  staticData: meta('Session Result'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SessionResultScreen,
});

function SessionResultScreen() {
  const { sessionId } = Route.useParams();
  return <SessionResultPage sessionId={Number(sessionId)} />;
}
