import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams, wordParam } from '~/app/routeParams';
import { GROUP_TYPES } from '~/contract';
import { GroupEditorPage } from '~/features/repricer/group/GroupEditorPage';

export const Route = createFileRoute('/_seller/automation-rules/$group')({
  // The group is named by its type in lower case (fba_used): every seller has one group per type.
  ...routeParams(z.object({ group: wordParam(GROUP_TYPES) })),
  staticData: meta('Rule Group'),
  component: RuleGroupScreen,
});

function RuleGroupScreen() {
  const { group } = Route.useParams();
  return <GroupEditorPage key={group} groupType={group} />;
}
