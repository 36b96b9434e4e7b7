import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, slugParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/$strategyId/groups/$groupType')({
  ...routeParams(z.object({ strategyId: recordIdParam, groupType: slugParam })),
  staticData: meta('Strategy Group'),
  component: StrategyGroupScreen,
});

function StrategyGroupScreen() {
  return (
    <NotBuiltYet
      screen="Strategy group"
      purpose="The sections of one group of a strategy, and publishing it."
    />
  );
}
