import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ActivitiesPage } from '~/features/admin/activities/ActivitiesPage';
import { activitySearch } from '~/features/admin/activities/activitySearch';

/** One screen with user-activities (spec 2.3): this address opens on what staff did to accounts. */
export const Route = createFileRoute('/admin-panel/_admin/user-events')({
  staticData: meta('User Events'),
  validateSearch: activitySearch,
  component: UserEventsScreen,
});

function UserEventsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivitiesPage title="User events" defaultActor="STAFF" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
