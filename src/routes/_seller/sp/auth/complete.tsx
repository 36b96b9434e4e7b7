import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sp/auth/complete')({
  staticData: meta('Marketplace Authorization'),
  component: MarketplaceAuthorizationScreen,
});

function MarketplaceAuthorizationScreen() {
  return (
    <NotBuiltYet
      screen="Marketplace authorization"
      purpose="Finishes connecting your marketplace account after you authorise Folio there."
    />
  );
}
