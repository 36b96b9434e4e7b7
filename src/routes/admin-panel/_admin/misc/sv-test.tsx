import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/misc/sv-test')({
  staticData: meta('SV Test'),
  component: SvTestScreen,
});

function SvTestScreen() {
  return (
    <NotBuiltYet
      screen="SV test"
      purpose="A staff tool for checking marketplace answers for a book."
    />
  );
}
