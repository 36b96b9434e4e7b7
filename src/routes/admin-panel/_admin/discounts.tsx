import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/discounts')({
  staticData: meta('Discounts'),
  component: DiscountsScreen,
});

function DiscountsScreen() {
  return (
    <NotBuiltYet
      screen="Discounts"
      purpose="Discount codes and their terms."
    />
  );
}
