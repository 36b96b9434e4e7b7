import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing')({
  staticData: meta('Packing'),
  component: PackingScreen,
});

function PackingScreen() {
  return (
    <NotBuiltYet
      screen="Packing"
      purpose="Pack every unit into boxes, group by group."
    />
  );
}
