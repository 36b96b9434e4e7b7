import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { UnderConstruction } from '~/components/UnderConstruction';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/feedbeggar')({
  staticData: meta('Feed Tool'),
  beforeLoad: requireProducts(APP_PRODUCTS.feedTool),
  component: FeedToolScreen,
});

function FeedToolScreen() {
  return <UnderConstruction app="The Feed Tool" purpose="The Feed Tool will build and send inventory feeds to the marketplace." />;
}
