import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/users')({
  staticData: meta('Users'),
  component: UsersScreen,
});

function UsersScreen() {
  return (
    <NotBuiltYet
      screen="Users"
      purpose="Search and filter every seller, open one, and manage add-ons, invoices, affiliates and customer attributes."
    />
  );
}
