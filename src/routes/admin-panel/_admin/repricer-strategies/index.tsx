import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { StrategiesPage } from '~/features/admin/strategies/StrategiesPage';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/')({
  staticData: meta('Repricer Strategies'),
  component: RepricerStrategiesScreen,
});

function RepricerStrategiesScreen() {
  return <StrategiesPage />;
}
