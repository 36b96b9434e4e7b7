import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/session-items')({
  staticData: meta('Session Items'),
  component: SessionItemsScreen,
});

function SessionItemsScreen() {
  return (
    <NotBuiltYet
      screen="Session Items"
      purpose="Review the items of the session with their conditions, prices and quantities."
    />
  );
}
