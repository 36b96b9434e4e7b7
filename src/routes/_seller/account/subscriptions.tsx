import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/account/subscriptions')({
  staticData: meta('Subscriptions'),
  component: SubscriptionsScreen,
});

function SubscriptionsScreen() {
  return (
    <NotBuiltYet
      screen="Subscriptions"
      purpose="Your subscriptions with their status, and cancel, resume or retry a payment."
    />
  );
}
