import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { DiscountsPage } from '~/features/admin/catalog/DiscountsPage';

export const Route = createFileRoute('/admin-panel/_admin/discounts')({
  staticData: meta('Discounts'),
  component: DiscountsPage,
});
