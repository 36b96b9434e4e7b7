import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { AssignedDiscountsPage } from '~/features/admin/catalog/AssignedDiscountsPage';

export const Route = createFileRoute('/admin-panel/_admin/assigned-discounts')({
  staticData: meta('Assigned Discounts'),
  component: AssignedDiscountsPage,
});
