import { createFileRoute } from '@tanstack/react-router';
import { requireProducts } from '~/app/guards';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';
import { APP_PRODUCTS } from '~/lib/appProducts';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/scanning')({
  staticData: meta('Scanning'),
  beforeLoad: requireProducts(APP_PRODUCTS.lister),
  component: ScanningScreen,
});

function ScanningScreen() {
  return (
    <NotBuiltYet
      screen="Scanning"
      purpose="Scan books into the session."
    />
  );
}
