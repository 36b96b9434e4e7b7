import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/subscription-events')({
  staticData: meta('Subscription Events'),
  component: SubscriptionEventsScreen,
});

function SubscriptionEventsScreen() {
  return (
    <NotBuiltYet
      screen="Subscription events"
      purpose="Subscriptions activated, frozen, cancelled and restored, with unsubscribe reasons."
    />
  );
}
