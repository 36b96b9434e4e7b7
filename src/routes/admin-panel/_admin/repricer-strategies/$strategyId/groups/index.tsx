import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams } from '~/app/routeParams';
import { StrategyGroupsPage } from '~/features/admin/strategies/StrategyGroupsPage';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/$strategyId/groups/')({
  ...routeParams(z.object({ strategyId: recordIdParam })),
  staticData: meta('Strategy Groups'),
  component: StrategyGroupsScreen,
});

function StrategyGroupsScreen() {
  const { strategyId } = Route.useParams();
  return <StrategyGroupsPage key={strategyId} strategyId={strategyId} />;
}
