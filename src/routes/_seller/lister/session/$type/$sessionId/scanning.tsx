import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/scanning')({
  staticData: meta('Scanning'),
  component: ScanningScreen,
});

function ScanningScreen() {
  return (
    <NotBuiltYet
      screen="Scanning"
      purpose="Scan books into the session."
    />
  );
}
