import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/_seller/sorter/triggers')({
  staticData: meta('Sorter Triggers'),
  component: SorterTriggersScreen,
});

function SorterTriggersScreen() {
  return (
    <NotBuiltYet
      screen="Sorter triggers"
      purpose="The rules that send books to each gate."
    />
  );
}
