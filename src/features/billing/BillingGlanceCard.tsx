import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { cardExpiry, cardName } from '~/lib/cardNames';
import { formatMoney } from '~/contract/currencies';
import { formatDay } from '~/lib/dates';
import { InvoiceStatusBadge } from './history/InvoiceStatusBadge';
import { nextDateText, STATUS_COLORS, STATUS_LABELS } from './billingText';

const LAST_INVOICES = 3;

/** The dashboard's "Subscriptions and payments": where each subscription stands, the main card, the last invoices. */
export function BillingGlanceCard() {
  const subscriptions = useQuery(billingQueries.subscriptions());
  const methods = useQuery(billingQueries.paymentMethods());
  const invoices = useQuery(billingQueries.invoices());
  const main = methods.data?.find((method) => method.main);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Subscriptions and payments">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Subscriptions and payments
          </Title>
          <Anchor component={Link} to="/account/billing" size="sm">
            Billing
          </Anchor>
        </Group>
        <QueryStatus query={subscriptions} what="subscriptions" rows={1} />
        {subscriptions.data?.subscriptions.length === 0 && (
          <Text size="sm" c="dimmed">
            No subscriptions yet.{' '}
            <Anchor component={Link} to="/account/subscriptions" size="sm">
              See the plans
            </Anchor>
          </Text>
        )}
        {subscriptions.data?.subscriptions.map((subscription) => (
          <Group key={subscription.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="glance-subscription">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {subscription.plan.name}
              </Text>
              <Badge size="sm" color={subscription.payment.state === 'FAILED' ? 'orange' : STATUS_COLORS[subscription.status]}>
                {subscription.payment.state === 'FAILED' && subscription.status === 'ACTIVE' ? 'Payment failed' : STATUS_LABELS[subscription.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" ta="right">
              {nextDateText(subscription) ?? ''}
            </Text>
          </Group>
        ))}
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Main card
          </Text>
          <Text size="sm">{methods.data ? (main ? `${cardName(main)}, expires ${cardExpiry(main)}` : 'None yet') : '…'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Last invoices
          </Text>
          {invoices.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              None yet
            </Text>
          )}
          {invoices.data?.slice(0, LAST_INVOICES).map((invoice) => (
            <Group key={invoice.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start" data-testid="glance-invoice">
              <Text size="sm" miw={0}>
                {formatDay(invoice.issuedAt)} ·{' '}
                <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                  {invoice.number}
                </Text>
              </Text>
              <Group gap="xs" wrap="nowrap">
                <InvoiceStatusBadge status={invoice.status} size="sm" />
                <Text size="sm">{formatMoney(invoice.totalCents, invoice.currency)}</Text>
              </Group>
            </Group>
          ))}
        </div>
      </Stack>
    </Card>
  );
}
