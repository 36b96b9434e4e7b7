import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { eventSearchSchema, type EventSearch } from '~/features/admin/customerCare/eventSearch';
import { SubscriptionEventsPage } from '~/features/admin/customerCare/SubscriptionEventsPage';

export const Route = createFileRoute('/admin-panel/_admin/subscription-events')({
  staticData: meta('Subscription Events'),
  validateSearch: eventSearchSchema,
  component: SubscriptionEventsScreen,
});

function SubscriptionEventsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<EventSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <SubscriptionEventsPage search={search} onSearch={onSearch} />;
}
