import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams } from '~/app/routeParams';
import { UserPage } from '~/features/admin/users/UserPage';

/** A seller's page: `users_` keeps it out of the users list's layout, so the list is not drawn behind it. */
export const Route = createFileRoute('/admin-panel/_admin/users_/$userId')({
  ...routeParams(z.object({ userId: recordIdParam })),
  staticData: meta('User'),
  component: UserScreen,
});

function UserScreen() {
  const { userId } = Route.useParams();
  return <UserPage key={userId} userId={userId} />;
}
