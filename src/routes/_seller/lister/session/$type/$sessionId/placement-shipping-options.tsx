import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PlacementPage } from '~/features/lister/plan/placement/PlacementPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/placement-shipping-options')({
  staticData: meta('Placement and Shipping'),
  component: PlacementPage,
});
