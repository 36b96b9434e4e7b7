import { createFileRoute } from '@tanstack/react-router';
import { requirePanelHost, requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { TesterPage } from '~/features/sorter/tester/TesterPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/tester')({
  staticData: meta('Sorter Tester'),
  beforeLoad: (options) => {
    requireProducts(APP_PRODUCTS.sorter)(options);
    requirePanelHost();
  },
  component: TesterPage,
});
