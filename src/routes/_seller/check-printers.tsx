import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { CheckPrintersPage } from '~/features/lister/labels/CheckPrintersPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/check-printers')({
  staticData: meta('Check Printers'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: CheckPrintersPage,
});
