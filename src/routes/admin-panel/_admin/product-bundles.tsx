import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { NotBuiltYet } from '~/components/NotBuiltYet';

export const Route = createFileRoute('/admin-panel/_admin/product-bundles')({
  staticData: meta('Product Bundles'),
  component: ProductBundlesScreen,
});

function ProductBundlesScreen() {
  return (
    <NotBuiltYet
      screen="Product bundles"
      purpose="Bundles of products sold together."
    />
  );
}
