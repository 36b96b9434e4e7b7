import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AuthorizationCompletePage } from '~/features/account/AuthorizationCompletePage';
import { authCompleteSearchSchema } from '~/features/account/authCompleteSearch';

export const Route = createFileRoute('/_seller/sp/auth/complete')({
  staticData: meta('Marketplace Authorization'),
  validateSearch: authCompleteSearchSchema,
  component: MarketplaceAuthorizationScreen,
});

function MarketplaceAuthorizationScreen() {
  return <AuthorizationCompletePage search={Route.useSearch()} />;
}
