import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardExpiry, cardName } from '~/lib/cardNames';
import { billingQueries } from '~/api/billing/queries';
import { useSubscribe } from '~/api/billing/subscriptionMutations';
import { QueryStatus } from '~/components/QueryStatus';
import type { BillingPlan, PlanPrice, Subscription } from '~/contract/payments';
import { PRODUCT_LABELS } from '~/contract/products';
import { formatMoney } from '~/contract/currencies';
import { CardForm } from '../cards/CardForm';

interface SubscribeDialogProps {
  plan: BillingPlan;
  price: PlanPrice;
  onNeedsAuthentication(subscription: Subscription): void;
  onClose(): void;
}

/** Subscribing: the card to charge (the main one unless the seller picks another), then the first month. */
export function SubscribeDialog({ plan, price, onNeedsAuthentication, onClose }: SubscribeDialogProps) {
  const methods = useQuery(billingQueries.paymentMethods());
  const subscribe = useSubscribe();
  const [picked, setPicked] = useState<number | null>(null);
  const cards = methods.data ?? [];
  const chosen = picked ?? cards.find((card) => card.main)?.id ?? null;
  const amount = formatMoney(price.amountCents, price.currency);
  const start = () =>
    void subscribe
      .run({ planId: plan.id, currency: price.currency, paymentMethodId: chosen ?? undefined }, { onNeedsAuthentication })
      .then((done) => done && onClose());
  return (
    <Modal opened onClose={onClose} title={`Subscribe to ${plan.name}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {plan.products.map((product) => PRODUCT_LABELS[product]).join(', ')} for <strong>{amount} a month</strong>: the first month is charged now,
          then every month on the same day until you cancel.
        </Text>
        <QueryStatus query={methods} what="payment methods" />
        {methods.data && cards.length === 0 && (
          <>
            <Text size="sm" fw={500}>
              Add the card to pay with
            </Text>
            <CardForm offerMain={false} onAdded={(card) => setPicked(card.id)} />
          </>
        )}
        {cards.length > 0 && (
          <Radio.Group label="Pay with" value={chosen === null ? null : String(chosen)} onChange={(value) => setPicked(Number(value))}>
            <Stack gap="xs" mt="xs">
              {cards.map((card) => (
                <Radio key={card.id} value={String(card.id)} label={`${cardName(card)}, expires ${cardExpiry(card)}${card.main ? ' (main)' : ''}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button disabled={chosen === null} loading={subscribe.isPending} onClick={start}>
            Subscribe for {amount} a month
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
