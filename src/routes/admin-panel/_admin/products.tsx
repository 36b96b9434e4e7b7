import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/products')({
  staticData: meta('Products'),
  component: ProductsScreen,
});

function ProductsScreen() {
  return (
    <NotBuiltYet
      screen="Products"
      purpose="The products sellers subscribe to and their prices."
    />
  );
}
