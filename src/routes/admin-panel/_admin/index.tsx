import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AdminDashboardPage } from '~/features/admin/dashboard/AdminDashboardPage';
import { adminDashboardSearchSchema, type AdminDashboardSearch } from '~/features/admin/dashboard/dashboardSearch';

export const Route = createFileRoute('/admin-panel/_admin/')({
  staticData: meta('Admin Dashboard'),
  validateSearch: adminDashboardSearchSchema,
  component: AdminDashboardScreen,
});

function AdminDashboardScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: Partial<AdminDashboardSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return <AdminDashboardPage search={search} onSearch={onSearch} />;
}
