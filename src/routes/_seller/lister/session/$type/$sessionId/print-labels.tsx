import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/print-labels')({
  staticData: meta('Print Labels'),
  component: PrintLabelsScreen,
});

function PrintLabelsScreen() {
  return (
    <NotBuiltYet
      screen="Print Labels"
      purpose="Print the box and shipment labels, then mark the session complete."
    />
  );
}
