import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/assigned-discounts')({
  staticData: meta('Assigned Discounts'),
  component: AssignedDiscountsScreen,
});

function AssignedDiscountsScreen() {
  return (
    <NotBuiltYet
      screen="Assigned discounts"
      purpose="Which seller has which discount."
    />
  );
}
