import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/bookzy/$deviceId/triggers')({
  staticData: meta('Bookzy Triggers'),
  component: BookzyTriggersScreen,
});

function BookzyTriggersScreen() {
  return (
    <NotBuiltYet
      screen="Bookzy triggers"
      purpose="Create, order, activate and deactivate the profit triggers that decide whether a scanned book is accepted."
    />
  );
}
