import { createFileRoute } from '@tanstack/react-router';
import { billingQueries } from '~/api/billing/queries';
import { meta } from '~/app/routeMeta';
import { SubscriptionsPage } from '~/features/billing/subscriptions/SubscriptionsPage';

export const Route = createFileRoute('/_seller/account/subscriptions')({
  staticData: meta('Subscriptions'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(billingQueries.subscriptions());
    void context.queryClient.prefetchQuery(billingQueries.plans());
  },
  component: SubscriptionsPage,
});
