import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { RepricerDashboardPage } from '~/features/repricer/dashboard/RepricerDashboardPage';

export const Route = createFileRoute('/_seller/automation-rules/')({
  staticData: meta('Repricer'),
  component: RepricerScreen,
});

function RepricerScreen() {
  return <RepricerDashboardPage />;
}
