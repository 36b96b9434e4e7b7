import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAuthenticateCharge } from '~/api/billing/subscriptionMutations';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import type { Subscription } from '~/contract/payments';
import { formatMoney } from '~/contract/currencies';

/**
 * The bank's confirmation page, as the payment simulator plays it: a charge on a card that needs
 * the cardholder's say (the NEEDS_AUTHENTICATION test card) waits until they confirm or refuse it.
 */
export function BankConfirmDialog({ subscription, onClose }: { subscription: Subscription; onClose(): void }) {
  const query = useQuery(billingQueries.authentication(subscription.id));
  const authenticate = useAuthenticateCharge();
  const answer = (outcome: 'CONFIRM' | 'REFUSE') => void authenticate.run({ id: subscription.id, outcome }).then(onClose);
  const waiting = query.data;
  return (
    <Modal opened onClose={onClose} title="Confirm the payment with your bank" centered>
      <Stack gap="md">
        <QueryStatus query={query} what="bank confirmation" />
        {waiting && !waiting.required && <Text>No payment of {subscription.plan.name} waits for your bank any more.</Text>}
        {waiting?.required && (
          <>
            <Alert color="blue" variant="light" icon={<IconBuildingBank size={18} />} title="Your bank (simulated)">
              {waiting.prompt ?? 'Do you confirm this payment?'}
            </Alert>
            <Text>
              {subscription.plan.name}: <strong>{formatMoney(waiting.amountCents, waiting.currency)}</strong>
            </Text>
          </>
        )}
        <Group justify="flex-end">
          {waiting?.required ? (
            <>
              <Button variant="default" color="red" loading={authenticate.isPending && authenticate.variables.outcome === 'REFUSE'} onClick={() => answer('REFUSE')}>
                Refuse
              </Button>
              <Button loading={authenticate.isPending && authenticate.variables.outcome === 'CONFIRM'} onClick={() => answer('CONFIRM')} data-autofocus>
                Confirm payment
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
