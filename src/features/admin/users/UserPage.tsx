import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userAccountQueries } from '~/api/admin/userAccount';
import { QueryStatus } from '~/components/QueryStatus';
import { AccountActions } from './AccountActions';
import { AccountActivityCard } from './AccountActivityCard';
import { AffiliateCard } from './AffiliateCard';
import { CustomerCareCards } from './customerCare/CustomerCareCards';
import { formatDay } from './format';
import { InvoicesCard } from './InvoicesCard';
import { PaymentsCard } from './PaymentsCard';
import { ProfileCard } from './ProfileCard';
import { SubscriptionsCard } from './SubscriptionsCard';

/** admin-panel/users/$userId: one seller's account, and everything staff can do to it. */
export function UserPage({ userId }: { userId: number }) {
  const account = useQuery(userAccountQueries.detail(userId));
  const data = account.data;
  return (
    <Stack>
      <QueryStatus query={account} what="user" rows={6} missing={{ record: `User #${userId}`, backTo: '/admin-panel/users', backLabel: 'Back to users' }} />
      {data && (
        <>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} style={{ wordBreak: 'break-word' }}>
                {data.deletedAt ? `Deleted user #${data.id}` : `${data.firstName} ${data.lastName}`.trim() || data.email}
              </Title>
              <Text c="dimmed" size="sm" style={{ wordBreak: 'break-all' }}>
                User #{data.id} · {data.email}
              </Text>
            </Stack>
            <AccountActions account={data} />
          </Group>
          {data.deletedAt && (
            <Alert color="red" title={`Deleted on ${formatDay(data.deletedAt)}`}>
              Personal data was removed and the account cannot sign in. Its invoices and payments stay on record.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ProfileCard account={data} />
            <SubscriptionsCard account={data} />
            <InvoicesCard userId={data.id} />
            <PaymentsCard account={data} />
            <AffiliateCard account={data} />
            <CustomerCareCards account={data} />
          </SimpleGrid>
          <AccountActivityCard userId={data.id} />
        </>
      )}
    </Stack>
  );
}
