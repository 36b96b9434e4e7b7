import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ActivitiesPage } from '~/features/admin/activities/ActivitiesPage';
import { activitySearch } from '~/features/admin/activities/activitySearch';

/** One screen with user-events (spec 2.3): this address opens on what sellers did. */
export const Route = createFileRoute('/admin-panel/_admin/user-activities')({
  staticData: meta('User Activities'),
  validateSearch: activitySearch,
  component: UserActivitiesScreen,
});

function UserActivitiesScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivitiesPage title="User activities" defaultActor="SELLER" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
