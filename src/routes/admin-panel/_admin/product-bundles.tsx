import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { BundlesPage } from '~/features/admin/catalog/BundlesPage';

export const Route = createFileRoute('/admin-panel/_admin/product-bundles')({
  staticData: meta('Product Bundles'),
  component: BundlesPage,
});
