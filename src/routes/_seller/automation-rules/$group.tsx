import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/automation-rules/$group')({
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
