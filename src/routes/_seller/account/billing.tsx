import { createFileRoute } from '@tanstack/react-router';
import { billingQueries } from '~/api/billing/queries';
import { meta } from '~/app/routeMeta';
import { BillingPage } from '~/features/billing/BillingPage';

export const Route = createFileRoute('/_seller/account/billing')({
  staticData: meta('Billing'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(billingQueries.subscriptions());
    void context.queryClient.prefetchQuery(billingQueries.paymentMethods());
    void context.queryClient.prefetchQuery(billingQueries.invoices());
  },
  component: BillingPage,
});
