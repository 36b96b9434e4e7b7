import { createFileRoute } from '@tanstack/react-router';
import { requirePanelHost, requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/tester')({
  staticData: meta('Sorter Tester'),
  beforeLoad: (options) => {
    requireProducts(APP_PRODUCTS.sorter)(options);
    requirePanelHost();
  },
  component: SorterTesterScreen,
});

function SorterTesterScreen() {
  return <NotBuiltYet screen="Sorter tester" purpose="Try sorter rules against sample books before using them on the line." />;
}
