import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { productsOf, useRetryCharge } from '~/api/billing/subscriptionMutations';
import type { Subscription } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';
import { freezeText } from '../billingText';
import { BankConfirmDialog } from './BankConfirmDialog';

interface PaymentProblemProps {
  subscription: Subscription;
  /** On the billing screen the cards are right there; elsewhere a link leads to them. */
  cardsHere: boolean;
}

/**
 * A subscription whose money is not settled: a declined renewal (with the day it freezes, or froze)
 * and a retry, or a charge that waits for the bank. Nothing when all is paid.
 */
export function PaymentProblem({ subscription, cardsHere }: PaymentProblemProps) {
  const retry = useRetryCharge();
  const [confirming, setConfirming] = useState(false);
  const { payment, plan, currency } = subscription;
  const dialog = confirming && <BankConfirmDialog subscription={subscription} onClose={() => setConfirming(false)} />;
  if (payment.state === 'REQUIRES_AUTHENTICATION') {
    return (
      <Alert color="blue" variant="light" icon={<IconBuildingBank size={18} />} title={`${plan.name}: your bank asks you to confirm a payment`}>
        <Text size="sm">A payment of {formatMoney(payment.amountDueCents, currency)} waits for your confirmation.</Text>
        <Button size="xs" mt="sm" onClick={() => setConfirming(true)}>
          Confirm with your bank
        </Button>
        {dialog}
      </Alert>
    );
  }
  if (payment.state !== 'FAILED') return null;
  const freeze = freezeText(subscription);
  // Which apps are closed, by name: a bundle's name alone does not say it.
  const products = productsOf(subscription);
  // Frozen is the worse state: the products are already out of use.
  const tone = subscription.status === 'FROZEN' ? 'red' : 'orange';
  return (
    <Alert
      color={tone}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`${plan.name}: the payment of ${formatMoney(payment.amountDueCents, currency)} did not go through`}
      data-testid="payment-problem"
    >
      <Text size="sm">
        {payment.failureMessage ?? 'The card was declined.'} {freeze && <strong>{freeze}.</strong>}{' '}
        {subscription.status === 'FROZEN'
          ? `${products} ${plan.products.length > 1 ? 'are' : 'is'} not usable until the payment goes through.`
          : `${plan.name} stays usable until then.`}{' '}
        {cardsHere ? 'Add a card that works below, make it your main card, then retry.' : 'Update your card, then retry.'}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" color={tone} loading={retry.isPending} onClick={() => void retry.run(subscription.id, { onNeedsAuthentication: () => setConfirming(true) })}>
          Retry payment
        </Button>
        {!cardsHere && (
          <Button size="xs" variant="subtle" color={tone} component={Link} to="/account/billing">
            Update card
          </Button>
        )}
      </Group>
      {dialog}
    </Alert>
  );
}
