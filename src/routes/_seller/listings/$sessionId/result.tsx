import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/listings/$sessionId/result')({
  staticData: meta('Session Result'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: SessionResultScreen,
});

function SessionResultScreen() {
  return (
    <NotBuiltYet
      screen="Session result"
      purpose="What a submitted session produced: its shipments, boxes and labels."
    />
  );
}
