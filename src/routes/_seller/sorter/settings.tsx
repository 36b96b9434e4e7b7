import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sorter/settings')({
  staticData: meta('Sorter Settings'),
  component: SorterSettingsScreen,
});

function SorterSettingsScreen() {
  return (
    <NotBuiltYet
      screen="Sorter settings"
      purpose="Gate names, colours and sounds, and what happens to books no rule takes."
    />
  );
}
