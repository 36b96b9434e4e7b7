import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { meta } from '~/app/routeMeta';
import { routeParams, slugParam } from '~/app/routeParams';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/automation-rules/$group')({
  ...routeParams(z.object({ group: slugParam })),
  staticData: meta('Rule Group'),
  component: RuleGroupScreen,
});

function RuleGroupScreen() {
  return (
    <NotBuiltYet
      screen="Rule group"
      purpose="Edit the rules of one group: conditions, strategies and sections."
    />
  );
}
