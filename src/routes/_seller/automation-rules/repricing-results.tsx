import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/automation-rules/repricing-results')({
  staticData: meta('Repricing Results'),
  component: RepricingResultsScreen,
});

function RepricingResultsScreen() {
  return (
    <NotBuiltYet
      screen="Repricing results"
      purpose="Every repricing run, item by item, with the rule lines that decided each price."
    />
  );
}
