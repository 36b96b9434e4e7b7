import { createFileRoute } from '@tanstack/react-router';
import { meta } from '~/app/routeMeta';
import { PackingOptionsPage } from '~/features/lister/plan/packingOptions/PackingOptionsPage';

export const Route = createFileRoute('/_seller/lister/session/$type/$sessionId/packing-options')({
  staticData: meta('Packing Options'),
  component: PackingOptionsPage,
});
