import { Text, Timeline } from '@mantine/core';
import { IconBolt, IconCircleCheck, IconCircleX, IconPlayerPlay, IconSnowflake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Subscription, SubscriptionEvent, SubscriptionEventType } from '~/contract/payments';
import { formatDateTime } from '~/lib/dates';

const ICONS: Record<SubscriptionEventType, ReactNode> = {
  'Subscription Activated': <IconCircleCheck size={14} />,
  Subscribed: <IconPlayerPlay size={14} />,
  Unsubscribed: <IconCircleX size={14} />,
  'Subscription Frozen': <IconSnowflake size={14} />,
  'Usage Restored': <IconBolt size={14} />,
};

const CAUSES: Record<SubscriptionEvent['cause'], string> = {
  SELLER: 'by you',
  RENEWAL: 'monthly renewal',
  PAYMENT: 'the card processor',
  STAFF: 'Folio staff',
};

/** What happened to the seller's subscriptions, newest first, and who or what made it happen. */
export function EventsTimeline({ events, subscriptions }: { events: SubscriptionEvent[]; subscriptions: Subscription[] }) {
  if (events.length === 0) return <Text size="sm" c="dimmed">Nothing has happened to your subscriptions yet.</Text>;
  const planOf = new Map(subscriptions.map((subscription) => [subscription.id, subscription.plan.name]));
  return (
    <Timeline bulletSize={24} lineWidth={2} aria-label="Subscription activity">
      {events.map((event) => (
        <Timeline.Item key={event.id} bullet={ICONS[event.type]} title={`${planOf.get(event.subscriptionId) ?? 'Subscription'}: ${event.type}`}>
          <Text size="sm">{event.detail}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at)}, {CAUSES[event.cause]}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
