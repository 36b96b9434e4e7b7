import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { UsersPage } from '~/features/admin/users/list/UsersPage';
import { usersSearchSchema, type UsersSearch } from '~/features/admin/users/list/usersSearch';

export const Route = createFileRoute('/admin-panel/_admin/users')({
  // Spec 2.3: the users list mirrors its query into the address.
  validateSearch: usersSearchSchema,
  staticData: meta('Users'),
  component: UsersScreen,
});

function UsersScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each change replaces the entry: typing a search is one step back, not one per pause.
  const onSearch = (next: Partial<UsersSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <UsersPage search={search} onSearch={onSearch} />;
}
