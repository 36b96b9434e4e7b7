import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueries } from '~/api/user/queries';
import { LatestResultsCard } from '~/components/repricerResults/LatestResultsCard';
import { hasAllProducts } from '~/lib/access';
import { DailyActivity } from './DailyActivity';
import { FreezePrompts } from './FreezePrompts';
import { InventoryCard } from './InventoryCard';
import { NotesCard } from './NotesCard';

interface DashboardPageProps {
  /**
   * The "Subscriptions and payments" card of the billing feature. Features do not import each
   * other, so the route that shows this page passes it in; the slot stays empty until then.
   */
  subscriptionsAndPayments?: ReactNode;
  /** The billing feature's frozen subscriptions, each with its retry: first, as they close apps. */
  frozenSubscriptions?: ReactNode;
}

/**
 * The seller's home: subscriptions about to freeze first, then the charts of repricing, sales and
 * stock, the latest repricing results, account notes, and subscriptions and payments at a glance.
 * Repricing figures show only while the Repricer is usable, sales figures never for accounts that
 * hide them (spec 3.1); the server leaves them out of its replies too.
 */
export function DashboardPage({ subscriptionsAndPayments, frozenSubscriptions }: DashboardPageProps) {
  const user = useQuery(userQueries.me()).data;
  const repricer = user !== undefined && hasAllProducts(user, ['REPRICER']);
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        {user && (
          <Text c="dimmed">
            {user.businessInfo.companyName ?? `${user.businessInfo.firstName} ${user.businessInfo.lastName}`}
          </Text>
        )}
      </div>
      {frozenSubscriptions}
      {user && <FreezePrompts prompts={user.informalPrompts} />}
      {user && <DailyActivity repricing={repricer} sales={!user.hideSalesData} />}
      <Grid gap="lg">
        <Grid.Col span={12}>
          <InventoryCard />
        </Grid.Col>
        {repricer && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <LatestResultsCard title="Latest repricing results" empty="No repricing results yet: reprice from the Repricer to see them here." />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: repricer ? 5 : 6 }}>
          <NotesCard />
        </Grid.Col>
        {subscriptionsAndPayments && (
          <Grid.Col span={{ base: 12, md: repricer ? 12 : 6 }} data-slot="subscriptions-and-payments">
            {subscriptionsAndPayments}
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
