import { createFileRoute } from '@tanstack/react-router';
import { billingQueries } from '~/api/billing/queries';
import { meta } from '~/app/routeMeta';
import { AffiliationPage } from '~/features/billing/affiliation/AffiliationPage';

export const Route = createFileRoute('/_seller/account/affiliation')({
  staticData: meta('Affiliation'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(billingQueries.affiliation()),
  component: AffiliationPage,
});
