import { Badge, Group, Table, Text } from '@mantine/core';
import { Cell, ResponsiveTable } from '~/components/responsiveTable/ResponsiveTable';
import { SectionCard } from '~/components/SectionCard';
import { PRODUCT_LABELS, type UserAccount } from '~/contract';
import { formatDay, money } from './format';

const STATUS_COLOR = { ACTIVE: 'green', UNSUBSCRIBED: 'gray', FROZEN: 'orange' } as const;

/** What the seller may use now, product by product, and the subscriptions behind it. */
export function SubscriptionsCard({ account }: { account: UserAccount }) {
  return (
    <SectionCard title="Subscriptions and usage">
      {account.usage.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product yet.
        </Text>
      ) : (
        <Group gap="xs" aria-label="Products">
          {account.usage.map(({ product, status, usable }) => (
            <Badge key={product} variant={usable ? 'filled' : 'outline'} color={usable ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
              {PRODUCT_LABELS[product]}: {usable ? 'usable' : status.toLowerCase()}
            </Badge>
          ))}
        </Group>
      )}
      {account.subscriptions.length > 0 && (
        <ResponsiveTable minWidth={440} aria-label="Subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Paid through</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.subscriptions.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Cell label="Plan" kind="main">
                  {subscription.plan.name}
                </Cell>
                <Cell label="Status">
                  <Badge color={STATUS_COLOR[subscription.status]} variant="light">
                    {subscription.status}
                  </Badge>
                  {subscription.payment.state !== 'OK' && (
                    <Text size="xs" c="red">
                      {subscription.payment.state === 'FAILED' ? 'Payment failed' : 'Waiting for the bank'}
                    </Text>
                  )}
                </Cell>
                <Cell label="Paid through">{formatDay(subscription.paidThrough)}</Cell>
                <Cell label="Price">{money(subscription.amountCents, subscription.currency)} / month</Cell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionCard>
  );
}
