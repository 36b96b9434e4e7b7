import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '~/api/billing/queries';
import { PaymentProblem } from './PaymentProblem';

/**
 * Frozen subscriptions, first on the dashboard: a seller whose app is closed lands there (a deep
 * link to a frozen product's page is sent to '/'), so it says which products are frozen and offers
 * the retry at once, rather than a badge that only says FROZEN.
 */
export function FrozenSubscriptions() {
  const frozen = useQuery(billingQueries.subscriptions()).data?.subscriptions.filter((subscription) => subscription.status === 'FROZEN') ?? [];
  if (frozen.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="frozen-subscriptions">
      {frozen.map((subscription) => (
        <PaymentProblem key={subscription.id} subscription={subscription} cardsHere={false} />
      ))}
    </Stack>
  );
}
