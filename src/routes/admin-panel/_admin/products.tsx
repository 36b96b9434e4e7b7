import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { ProductsPage } from '~/features/admin/catalog/ProductsPage';

export const Route = createFileRoute('/admin-panel/_admin/products')({
  staticData: meta('Products'),
  component: ProductsPage,
});
