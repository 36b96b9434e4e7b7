import { Stack, Text } from '@mantine/core';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '~/api/billing/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { SectionCard } from '~/components/SectionCard';
import { EventsTimeline } from './EventsTimeline';
import { PlansCard } from './PlansCard';
import { SubscriptionCard } from './SubscriptionCard';

/** account/subscriptions: what the seller pays for, what is on sale, and what has happened. */
export function SubscriptionsPage() {
  const query = useQuery(billingQueries.subscriptions());
  const subscriptions = query.data?.subscriptions ?? [];
  return (
    <Stack gap="lg">
      <SectionCard title="Your subscriptions" icon={<IconReceipt size={20} />}>
        <QueryStatus query={query} what="subscriptions" />
        {query.data && subscriptions.length === 0 && (
          <Text size="sm" c="dimmed">You have no subscriptions yet. Choose a plan below: its products appear in your menu as soon as the first payment goes through.</Text>
        )}
        {subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} />
        ))}
      </SectionCard>
      <PlansCard subscriptions={subscriptions} />
      {query.data && (
        <SectionCard title="Recent activity" icon={<IconHistory size={20} />}>
          <EventsTimeline events={query.data.events} subscriptions={subscriptions} />
        </SectionCard>
      )}
    </Stack>
  );
}
