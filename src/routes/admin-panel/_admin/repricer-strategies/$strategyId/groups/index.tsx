import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/$strategyId/groups/')({
  staticData: meta('Strategy Groups'),
  component: StrategyGroupsScreen,
});

function StrategyGroupsScreen() {
  return (
    <NotBuiltYet
      screen="Strategy groups"
      purpose="The rule groups of one strategy."
    />
  );
}
