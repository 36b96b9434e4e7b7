import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sorter/')({
  staticData: meta('Sorter'),
  component: SorterScreen,
});

function SorterScreen() {
  return (
    <NotBuiltYet
      screen="Sorter scan"
      purpose="Scan books and see which of the 11 gates each one goes to."
    />
  );
}
