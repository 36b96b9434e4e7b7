import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { ListerSettingsPage } from '~/features/lister/settings/ListerSettingsPage';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/settings')({
  staticData: meta('Listing Settings'),
  beforeLoad: requireProducts(APP_PRODUCTS.sendToMarketplace),
  component: ListerSettingsPage,
});
