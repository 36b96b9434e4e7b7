import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { CURRENCIES } from '~/contract/constants';
import type { Currency } from '~/contract/currencies';
import type { BillingPlan, PlanPrice, Subscription } from '~/contract/payments';
import { PRODUCT_LABELS } from '~/contract/products';
import { formatMoney } from '~/contract/currencies';
import { STATUS_LABELS } from '../billingText';
import { BankConfirmDialog } from './BankConfirmDialog';
import { SubscribeDialog } from './SubscribeDialog';

/** The currencies any plan is sold in, in spec 9's order: USD first. */
export function planCurrencies(plans: BillingPlan[]): Currency[] {
  const sold = new Set(plans.flatMap((plan) => plan.prices.map((price) => price.currency)));
  return CURRENCIES.filter((currency) => sold.has(currency));
}

/** A subscription still giving its products: not one cancelled whose paid month is over. */
const holds = (subscription: Subscription, now: number) =>
  subscription.status !== 'UNSUBSCRIBED' || (subscription.paidThrough !== null && new Date(subscription.paidThrough).getTime() > now);

/** Another held plan that already gives every product of this one (Lister inside the Warehouse bundle). */
export function coveringPlan(plan: BillingPlan, subscriptions: Subscription[], now = Date.now()): Subscription | undefined {
  return subscriptions.find(
    (subscription) => subscription.plan.id !== plan.id && holds(subscription, now) && plan.products.every((product) => subscription.plan.products.includes(product)),
  );
}

/** The products and bundles on sale, priced in the currency the seller picks. */
export function PlansCard({ subscriptions }: { subscriptions: Subscription[] }) {
  const query = useQuery(billingQueries.plans());
  const [currency, setCurrency] = useState<Currency>('USD');
  const [subscribing, setSubscribing] = useState<{ plan: BillingPlan; price: PlanPrice } | null>(null);
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const plans = query.data ?? [];
  const currencies = planCurrencies(plans);
  const shown = currencies.includes(currency) ? currency : (currencies[0] ?? 'USD');
  return (
    <SectionCard title="Plans" icon={<IconShoppingBag size={20} />} description="Every plan renews monthly. A bundle gives several products at one price.">
      <QueryStatus query={query} what="plans" />
      {currencies.length > 1 && (
        <Select
          label="Prices in"
          data={currencies}
          value={shown}
          onChange={(value) => value && setCurrency(value as Currency)}
          allowDeselect={false}
          searchable
          w={160}
        />
      )}
      {query.data && plans.length === 0 && <Text size="sm" c="dimmed">No plans are on sale right now.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {plans.map((plan) => (
          <PlanTile
            key={plan.id}
            plan={plan}
            price={plan.prices.find((price) => price.currency === shown)}
            current={subscriptions.find((subscription) => subscription.plan.id === plan.id)}
            coveredBy={coveringPlan(plan, subscriptions)}
            onSubscribe={(price) => setSubscribing({ plan, price })}
          />
        ))}
      </SimpleGrid>
      {subscribing && (
        <SubscribeDialog {...subscribing} onNeedsAuthentication={setConfirming} onClose={() => setSubscribing(null)} />
      )}
      {confirming && <BankConfirmDialog subscription={confirming} onClose={() => setConfirming(null)} />}
    </SectionCard>
  );
}

interface PlanTileProps {
  plan: BillingPlan;
  price: PlanPrice | undefined;
  current: Subscription | undefined;
  coveredBy: Subscription | undefined;
  onSubscribe(price: PlanPrice): void;
}

function PlanTile({ plan, price, current, coveredBy, onSubscribe }: PlanTileProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Plan ${plan.name}`}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Text fw={600}>{plan.name}</Text>
          {plan.kind === 'BUNDLE' && (
            <Badge variant="outline" color="gray">
              Bundle
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        {plan.kind === 'BUNDLE' && <Text size="sm">Includes {plan.products.map((product) => PRODUCT_LABELS[product]).join(', ')}</Text>}
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={700} size="lg">
            {price ? `${formatMoney(price.amountCents, price.currency)}` : '—'}
            <Text span size="sm" c="dimmed" fw={400}>
              {price ? ' a month' : ' not sold in this currency'}
            </Text>
          </Text>
          {current ? (
            <Badge variant="light">{current.status === 'ACTIVE' ? 'Subscribed' : STATUS_LABELS[current.status]}</Badge>
          ) : coveredBy ? (
            <Badge variant="light" color="gray" tt="none">
              In your {coveredBy.plan.name}
            </Badge>
          ) : (
            <Button size="xs" disabled={!price} onClick={() => price && onSubscribe(price)} aria-label={`Subscribe to ${plan.name}`}>
              Subscribe
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
