import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { recordIdParam, routeParams, wordParam } from '~/app/routeParams';
import { GROUP_TYPES } from '~/contract';
import { StrategySectionPage } from '~/features/admin/strategies/StrategySectionPage';

export const Route = createFileRoute('/admin-panel/_admin/repricer-strategies/$strategyId/groups/$groupType')({
  ...routeParams(z.object({ strategyId: recordIdParam, groupType: wordParam(GROUP_TYPES) })),
  staticData: meta('Strategy Group'),
  component: StrategyGroupScreen,
});

function StrategyGroupScreen() {
  const { strategyId, groupType } = Route.useParams();
  return <StrategySectionPage key={`${strategyId}-${groupType}`} strategyId={strategyId} groupType={groupType} />;
}
