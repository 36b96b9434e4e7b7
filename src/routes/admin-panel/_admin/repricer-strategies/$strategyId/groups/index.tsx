import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/$strategyId/groups/')({
  ...routeParams(z.object({ strategyId: recordIdParam })),
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
