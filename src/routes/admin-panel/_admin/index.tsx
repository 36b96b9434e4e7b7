import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/')({
  staticData: meta('Admin Dashboard'),
  component: AdminDashboardScreen,
});

function AdminDashboardScreen() {
  return (
    <NotBuiltYet
      screen="Admin dashboard"
      purpose="Sign-ups, subscriptions and activity across all sellers, with filters, paging and a date picker."
    />
  );
}
