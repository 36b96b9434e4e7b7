import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/')({
  staticData: meta('Repricer Strategies'),
  component: RepricerStrategiesScreen,
});

function RepricerStrategiesScreen() {
  return (
    <NotBuiltYet
      screen="Repricer strategies"
      purpose="The repricing strategies offered to sellers, and their publishing."
    />
  );
}
