import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/user-activities')({
  staticData: meta('User Activities'),
  component: UserActivitiesScreen,
});

function UserActivitiesScreen() {
  return (
    <NotBuiltYet
      screen="User activities"
      purpose="What sellers did in Folio, newest first."
    />
  );
}
