import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing-options')({
  staticData: meta('Packing Options'),
  component: PackingOptionsScreen,
});

function PackingOptionsScreen() {
  return (
    <NotBuiltYet
      screen="Packing Options"
      purpose="Choose how the items are grouped for packing."
    />
  );
}
