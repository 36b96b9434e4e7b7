import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/settings')({
  staticData: meta('Listing Settings'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ListingSettingsScreen,
});

function ListingSettingsScreen() {
  return (
    <NotBuiltYet
      screen="Listing settings"
      purpose="Default listing and SKU settings for each channel."
    />
  );
}
