import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/automation-rules/')({
  staticData: meta('Repricer'),
  component: RepricerScreen,
});

function RepricerScreen() {
  return (
    <NotBuiltYet
      screen="Repricer"
      purpose="Your repricing rule groups and strategies, with a summary of what each did."
    />
  );
}
