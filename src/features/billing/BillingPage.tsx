import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '~/api/billing/queries';
import { PaymentMethodsCard } from './cards/PaymentMethodsCard';
import { BillingHistoryCard } from './history/BillingHistoryCard';
import { PaymentProblem } from './subscriptions/PaymentProblem';

/**
 * account/billing: where the dashboard's about-to-freeze banner leads. A payment that did not go
 * through comes first, with its retry; the cards to fix it with are right below; then the history.
 */
export function BillingPage() {
  const subscriptions = useQuery(billingQueries.subscriptions()).data?.subscriptions ?? [];
  const unsettled = subscriptions.filter((subscription) => subscription.payment.state !== 'OK');
  return (
    <Stack gap="lg">
      {unsettled.length > 0 && (
        <Stack gap="sm" component="section" aria-label="Payments to settle">
          {unsettled.map((subscription) => (
            <PaymentProblem key={subscription.id} subscription={subscription} cardsHere />
          ))}
        </Stack>
      )}
      <PaymentMethodsCard />
      <BillingHistoryCard />
    </Stack>
  );
}
