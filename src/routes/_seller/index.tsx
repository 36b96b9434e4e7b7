import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueries } from '~/api/dashboard/queries';
import { noteQueries } from '~/api/notes/queries';
import { meta } from '~/app/routeMeta';
import { BillingGlanceCard } from '~/features/billing/BillingGlanceCard';
import { FrozenSubscriptions } from '~/features/billing/subscriptions/FrozenSubscriptions';
import { DashboardPage } from '~/features/dashboard/DashboardPage';
import { dayWindow, DEFAULT_CHART_RANGE } from '~/features/dashboard/dayWindow';

export const Route = createFileRoute('/_seller/')({
  staticData: meta('Dashboard'),
  // The figures start on their way with the page's code; each card shows its own loading and errors.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(noteQueries.list());
    void context.queryClient.prefetchQuery(dashboardQueries.inventoryAverage());
    void context.queryClient.prefetchQuery(dashboardQueries.dailyStats(dayWindow(DEFAULT_CHART_RANGE)));
  },
  component: Dashboard,
});

function Dashboard() {
  return <DashboardPage subscriptionsAndPayments={<BillingGlanceCard />} frozenSubscriptions={<FrozenSubscriptions />} />;
}
