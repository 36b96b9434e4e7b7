import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/user-events')({
  staticData: meta('User Events'),
  component: UserEventsScreen,
});

function UserEventsScreen() {
  return (
    <NotBuiltYet
      screen="User events"
      purpose="Account events of sellers, newest first."
    />
  );
}
