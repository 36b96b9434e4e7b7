import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { productsOf, useResumeSubscription } from '~/api/billing/subscriptionMutations';
import { UNSUBSCRIBE_REASON_LABELS, type Subscription } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';
import { formatDay } from '~/lib/dates';
import { nextDateText, STATUS_COLORS, STATUS_LABELS } from '../billingText';
import { BankConfirmDialog } from './BankConfirmDialog';
import { CancelDialog } from './CancelDialog';
import { PaymentProblem } from './PaymentProblem';

/** One subscription: what it gives, where it stands, what it costs, and what the seller can do about it. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const resume = useResumeSubscription();
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { plan, status } = subscription;
  const next = nextDateText(subscription);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={plan.name} data-testid="subscription">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Group gap="xs">
              <Text fw={600}>{plan.name}</Text>
              <Badge color={STATUS_COLORS[status]} data-testid="subscription-status">
                {STATUS_LABELS[status]}
              </Badge>
              {plan.kind === 'BUNDLE' && (
                <Badge variant="outline" color="gray">
                  Bundle
                </Badge>
              )}
            </Group>
            {plan.kind === 'BUNDLE' && (
              <Text size="sm" c="dimmed">
                {productsOf(subscription)}
              </Text>
            )}
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text fw={600}>{formatMoney(subscription.amountCents, subscription.currency)} a month</Text>
            {next && (
              <Text size="sm" c="dimmed" data-testid="subscription-next">
                {next}
              </Text>
            )}
          </div>
        </Group>
        {status === 'UNSUBSCRIBED' && subscription.unsubscribedAt && (
          <Text size="sm" c="dimmed">
            Cancelled on {formatDay(subscription.unsubscribedAt)}
            {subscription.unsubscribeReason && subscription.unsubscribeReason !== 'NONE' ? `: ${UNSUBSCRIBE_REASON_LABELS[subscription.unsubscribeReason]}` : ''}.
          </Text>
        )}
        <PaymentProblem subscription={subscription} cardsHere={false} />
        <Group gap="xs" justify="flex-end">
          {status === 'ACTIVE' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(true)}>
              Cancel subscription
            </Button>
          )}
          {status === 'UNSUBSCRIBED' && (
            <Button size="xs" loading={resume.isPending} onClick={() => void resume.run(subscription.id, { onNeedsAuthentication: () => setConfirming(true) })}>
              Resume
            </Button>
          )}
        </Group>
      </Stack>
      {cancelling && <CancelDialog subscription={subscription} onClose={() => setCancelling(false)} />}
      {confirming && <BankConfirmDialog subscription={subscription} onClose={() => setConfirming(false)} />}
    </Card>
  );
}
