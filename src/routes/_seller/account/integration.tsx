import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '~/api/integration/queries';
import { meta } from '~/app/routeMeta';
import { IntegrationPage } from '~/features/account/IntegrationPage';

export const Route = createFileRoute('/_seller/account/integration')({
  staticData: meta('Integration'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(integrationQueries.connection()),
  component: IntegrationPage,
});
